import { PlusIcon, XIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CategorySlug } from '@shared/constants';
import {
  CAPABILITY_TAG_MAX,
  CAPABILITY_TAGS_MAX,
  type CapabilityField,
  capabilityLabel,
  type CapabilityValues,
} from '@shared/contracts/capabilities';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { fieldsOf, useCapabilityDefinitions } from '@/lib/capabilities';
import { useLanguage } from '@/lib/use-language';

/** Options a field shows before the editor offers a filter box over them. */
const FILTER_FROM = 12;

interface Props {
  category: CategorySlug;
  value: CapabilityValues;
  onChange: (next: CapabilityValues) => void;
  /** Server messages by field key (`values.<key>` of a 400). */
  errors?: Record<string, string>;
}

/**
 * The partner's capability fields in the profile editor (issue 21, decision 027): the fields an admin
 * defined for the partner's category, in their order — a checkbox list for a multi-choice field (with
 * a filter box over long lists such as the customs directorates), chips for a free-text tag field.
 * Controlled: the editor saves the values with the rest of the profile. Nothing when the category has
 * no fields.
 */
export function CapabilityFields({ category, value, onChange, errors = {} }: Props) {
  const { data, isPending, isError } = useCapabilityDefinitions();
  const { t } = useTranslation('partners');
  const fields = fieldsOf(data, category);
  if (isPending) return <p className="text-sm text-muted-foreground">{t('capabilityEditor.loading')}</p>;
  if (isError) return <p className="text-sm text-danger">{t('capabilityEditor.loadFailed')}</p>;
  if (fields.length === 0) return <p className="text-sm text-muted-foreground">{t('capabilityEditor.none')}</p>;
  const set = (key: string, list: string[]) => {
    const next = { ...value };
    if (list.length > 0) next[key] = list;
    else delete next[key];
    onChange(next);
  };
  return (
    <div className="flex flex-col gap-6" data-testid="capability-fields">
      {fields.map((field) =>
        field.kind === 'options' ? (
          <OptionsField
            key={field.key}
            field={field}
            chosen={value[field.key] ?? []}
            onChange={(list) => set(field.key, list)}
            error={errors[field.key]}
          />
        ) : (
          <TagsField
            key={field.key}
            field={field}
            tags={value[field.key] ?? []}
            onChange={(list) => set(field.key, list)}
            error={errors[field.key]}
          />
        ),
      )}
    </div>
  );
}

function FieldHead({ field, id }: { field: CapabilityField; id: string }) {
  const lang = useLanguage();
  const help = lang === 'en' ? field.helpEn || field.help : field.help;
  return (
    <>
      <legend id={id} className="text-sm font-medium text-foreground">
        {capabilityLabel(field, lang)}
      </legend>
      {help ? <p className="text-xs text-muted-foreground">{help}</p> : null}
    </>
  );
}

function OptionsField({
  field,
  chosen,
  onChange,
  error,
}: {
  field: CapabilityField;
  chosen: string[];
  onChange: (list: string[]) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation('partners');
  const lang = useLanguage();
  const id = useId();
  const [filter, setFilter] = useState('');
  const needle = filter.trim().toLocaleLowerCase(lang === 'en' ? 'en' : 'tr-TR');
  const shown = needle
    ? field.options.filter((o) =>
        capabilityLabel(o, lang)
          .toLocaleLowerCase(lang === 'en' ? 'en' : 'tr-TR')
          .includes(needle),
      )
    : field.options;
  const toggle = (key: string, on: boolean) => {
    const set = new Set(chosen);
    if (on) set.add(key);
    else set.delete(key);
    // Kept in the definition's order.
    onChange(field.options.map((o) => o.key).filter((k) => set.has(k)));
  };
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? `${id}-error` : undefined}>
      <FieldHead field={field} id={`${id}-legend`} />
      {field.options.length > FILTER_FROM ? (
        <Input
          type="search"
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
          placeholder={t('capabilityEditor.filter')}
          aria-label={t('capabilityEditor.filterLabel', { field: capabilityLabel(field, lang) })}
          className="sm:max-w-xs"
        />
      ) : null}
      <p className="text-xs text-muted-foreground" aria-live="polite">
        {t('capabilityEditor.chosen', { count: chosen.length })}
      </p>
      <ul className="grid max-h-72 gap-2 overflow-y-auto rounded-md border p-3 sm:grid-cols-2">
        {shown.map((option) => {
          const optionId = `${id}-${option.key}`;
          return (
            <li key={option.key} className="flex items-start gap-2">
              <Checkbox
                id={optionId}
                checked={chosen.includes(option.key)}
                onCheckedChange={(on) => toggle(option.key, on === true)}
                className="mt-0.5"
              />
              <Label htmlFor={optionId} className="font-normal leading-snug">
                {capabilityLabel(option, lang)}
              </Label>
            </li>
          );
        })}
        {shown.length === 0 ? <li className="text-sm text-muted-foreground">{t('capabilityEditor.noMatch')}</li> : null}
      </ul>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-danger" data-testid="field-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

function TagsField({
  field,
  tags,
  onChange,
  error,
}: {
  field: CapabilityField;
  tags: string[];
  onChange: (list: string[]) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation('partners');
  const lang = useLanguage();
  const id = useId();
  const [draft, setDraft] = useState('');
  const full = tags.length >= CAPABILITY_TAGS_MAX;
  const add = () => {
    const tag = draft.replace(/\s+/g, ' ').trim();
    if (!tag || full) return;
    if (!tags.some((x) => x.toLocaleLowerCase('tr-TR') === tag.toLocaleLowerCase('tr-TR'))) onChange([...tags, tag]);
    setDraft('');
  };
  return (
    <fieldset className="flex flex-col gap-2">
      <FieldHead field={field} id={`${id}-legend`} />
      {tags.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-labelledby={`${id}-legend`}>
          {tags.map((tag) => (
            <li
              key={tag}
              className="inline-flex items-center gap-1 rounded-full border bg-surface py-1 pl-3 pr-1 text-sm"
            >
              {tag}
              <button
                type="button"
                className="rounded-full p-1 text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
                aria-label={t('capabilityEditor.removeTag', { tag })}
                onClick={() => onChange(tags.filter((x) => x !== tag))}
              >
                <XIcon className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex gap-2">
        <Input
          id={`${id}-input`}
          value={draft}
          maxLength={CAPABILITY_TAG_MAX}
          disabled={full}
          aria-label={t('capabilityEditor.addTagLabel', { field: capabilityLabel(field, lang) })}
          aria-invalid={Boolean(error)}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
        />
        <Button type="button" variant="outline" onClick={add} disabled={full}>
          <PlusIcon aria-hidden="true" />
          {t('capabilityEditor.addTag')}
        </Button>
      </div>
      {error ? (
        <p className="text-sm font-medium text-danger" data-testid="field-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
