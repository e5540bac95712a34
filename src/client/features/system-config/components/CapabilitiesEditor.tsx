import { ArrowDownIcon, ArrowUpIcon, ListChecksIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { CategorySlug } from '@shared/constants';
import {
  type AdminCapabilities,
  CAPABILITY_CARD_FIELDS_MAX,
  CAPABILITY_FIELDS_MAX,
  CAPABILITY_HELP_MAX,
  CAPABILITY_KINDS,
  CAPABILITY_LABEL_MAX,
  CAPABILITY_OPTIONS_MAX,
  type CapabilityField,
  type CapabilityKind,
  type CapabilityOption,
} from '@shared/contracts/capabilities';
import type { Category } from '@shared/contracts/categories';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { QueryState } from '@/components/ui/query-state';
import { isApiError } from '@/lib/api';
import { categoryLabel } from '@/lib/category';
import { useLanguage } from '@/lib/use-language';
import { useAdminCapabilities, useUpdateCapabilities } from '../api/capabilities';
import { SwitchField } from './SwitchField';

const selectClass =
  'h-10 w-full rounded-md border border-input bg-background px-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50';

/** A key from a label: ASCII letters of the Turkish text (`Gümrük Müdürlüğü` → `gumruk-mudurlugu`). */
export function keyFromLabel(label: string): string {
  const ascii = label
    .toLocaleLowerCase('tr-TR')
    .replace(/ı/g, 'i')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^[-0-9]+|-+$/g, '');
  return ascii.slice(0, 40).replace(/-+$/, '');
}

/** Moves item `i` of `list` by `by` places (no change at the ends). */
function move<T>(list: T[], i: number, by: -1 | 1): T[] {
  const j = i + by;
  if (j < 0 || j >= list.length) return list;
  const next = [...list];
  [next[i], next[j]] = [next[j]!, next[i]!];
  return next;
}

/** A field in the editor: `saved` marks one already stored, whose key no longer changes (URLs and values name it). */
type DraftOption = CapabilityOption & { saved: boolean };
type DraftField = Omit<CapabilityField, 'options'> & { saved: boolean; options: DraftOption[] };

const toDraft = (fields: CapabilityField[]): DraftField[] =>
  fields.map((f) => ({ ...f, saved: true, options: f.options.map((o) => ({ ...o, saved: true })) }));
const fromDraft = (fields: DraftField[]): CapabilityField[] =>
  fields.map(({ saved: _saved, options, ...f }) => ({
    ...f,
    filterable: f.kind === 'options' && f.filterable,
    options: f.kind === 'options' ? options.map(({ saved: _s, ...o }) => o) : [],
  }));

interface PendingRemoval {
  text: string;
  apply: () => void;
}

/**
 * The capability fields of one category (issue 21, decision 027): add, edit, reorder and remove
 * fields and their options in both languages, then save the whole list. Removing a field or an option
 * partners already chose asks first and says how many partners lose it (the server drops their values).
 */
function CategoryFields({ category, data }: { category: CategorySlug; data: AdminCapabilities }) {
  const { t } = useTranslation('systemConfig');
  const stored = data.definitions[category];
  const usage = data.usage[category] ?? {};
  const [fields, setFields] = useState<DraftField[]>(() => toDraft(stored));
  const [pending, setPending] = useState<PendingRemoval | null>(null);
  const update = useUpdateCapabilities();
  const dirty = JSON.stringify(fromDraft(fields)) !== JSON.stringify(stored);
  const error = (path: string) => (isApiError(update.error) ? update.error.fieldError(path) : undefined);
  const onCard = fields.filter((f) => f.showOnCard).length;

  const setField = (i: number, patch: Partial<DraftField>) =>
    setFields(fields.map((f, k) => (k === i ? { ...f, ...patch } : f)));
  const setOption = (i: number, j: number, patch: Partial<DraftOption>) =>
    setField(i, { options: fields[i]!.options.map((o, k) => (k === j ? { ...o, ...patch } : o)) });

  const removeField = (i: number) => {
    const field = fields[i]!;
    const apply = () => setFields(fields.filter((_, k) => k !== i));
    const count = field.saved ? (usage[field.key]?.partners ?? 0) : 0;
    if (count > 0) setPending({ text: t('capabilities.removeFieldText', { name: field.label, count }), apply });
    else apply();
  };
  const removeOption = (i: number, j: number) => {
    const field = fields[i]!;
    const option = field.options[j]!;
    const apply = () => setField(i, { options: field.options.filter((_, k) => k !== j) });
    const count = option.saved ? (usage[field.key]?.options[option.key] ?? 0) : 0;
    if (count > 0) setPending({ text: t('capabilities.removeOptionText', { name: option.label, count }), apply });
    else apply();
  };

  const save = (event: React.FormEvent) => {
    event.preventDefault();
    update.mutate(
      { category, fields: fromDraft(fields) },
      {
        onSuccess: (saved) => {
          setFields(toDraft(saved.definitions[category]));
          toast.success(t('capabilities.saved'));
        },
        onError: (e) => toast.error(t('form.saveError'), { description: isApiError(e) ? e.message : undefined }),
      },
    );
  };

  return (
    <form onSubmit={save} className="flex flex-col gap-4" data-testid="capabilities-form" noValidate>
      {fields.length === 0 ? (
        <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
          {t('capabilities.noFields')}
        </p>
      ) : null}
      <ol className="flex flex-col gap-4">
        {fields.map((field, i) => (
          <li key={i} className="rounded-lg border bg-card p-4" data-testid={`capability-field-${field.key || i}`}>
            <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
              <h3 className="text-base font-semibold">
                {field.label || t('capabilities.newField')}
                {field.saved ? (
                  <Badge variant="secondary" className="ml-2 align-middle">
                    {t('capabilities.filledBy', { count: usage[field.key]?.partners ?? 0 })}
                  </Badge>
                ) : null}
              </h3>
              <RowControls
                name={field.label}
                index={i}
                count={fields.length}
                removeLabel={t('capabilities.removeField', { name: field.label })}
                onMove={(by) => setFields(move(fields, i, by))}
                onRemove={() => removeField(i)}
              />
            </div>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                label={t('capabilities.label')}
                error={error(`fields.${i}.label`)}
                value={field.label}
                maxLength={CAPABILITY_LABEL_MAX}
                onChange={(value) => setField(i, { label: value })}
                onBlur={() => !field.saved && !field.key && setField(i, { key: keyFromLabel(field.label) })}
              />
              <TextField
                label={t('capabilities.labelEn')}
                error={error(`fields.${i}.labelEn`)}
                value={field.labelEn}
                maxLength={CAPABILITY_LABEL_MAX}
                onChange={(value) => setField(i, { labelEn: value })}
              />
              <TextField
                label={t('capabilities.key')}
                hint={field.saved ? t('capabilities.keyLocked') : t('capabilities.keyHint')}
                error={error(`fields.${i}.key`)}
                value={field.key}
                readOnly={field.saved}
                spellCheck={false}
                maxLength={40}
                onChange={(value) => setField(i, { key: value })}
              />
              <Field label={t('capabilities.kind')} error={error(`fields.${i}.kind`)}>
                {(c) => (
                  <select
                    {...c}
                    className={selectClass}
                    value={field.kind}
                    onChange={(e) => setField(i, { kind: e.target.value as CapabilityKind })}
                  >
                    {CAPABILITY_KINDS.map((k) => (
                      <option key={k} value={k}>
                        {t(`capabilities.kinds.${k}`)}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <TextField
                label={t('capabilities.help')}
                error={error(`fields.${i}.help`)}
                value={field.help}
                maxLength={CAPABILITY_HELP_MAX}
                onChange={(value) => setField(i, { help: value })}
              />
              <TextField
                label={t('capabilities.helpEn')}
                error={error(`fields.${i}.helpEn`)}
                value={field.helpEn}
                maxLength={CAPABILITY_HELP_MAX}
                onChange={(value) => setField(i, { helpEn: value })}
              />
              <SwitchField
                label={t('capabilities.filterable')}
                checked={field.kind === 'options' && field.filterable}
                disabled={field.kind !== 'options'}
                onChange={(filterable) => setField(i, { filterable })}
              />
              <SwitchField
                label={t('capabilities.showOnCard', { max: CAPABILITY_CARD_FIELDS_MAX })}
                checked={field.showOnCard}
                disabled={!field.showOnCard && onCard >= CAPABILITY_CARD_FIELDS_MAX}
                onChange={(showOnCard) => setField(i, { showOnCard })}
              />
            </div>

            {field.kind === 'options' ? (
              <fieldset className="mt-5 flex flex-col gap-3">
                <legend className="mb-2 text-sm font-medium">{t('capabilities.options')}</legend>
                {error(`fields.${i}.options`) ? (
                  <p className="text-sm font-medium text-danger" data-testid="field-error">
                    {error(`fields.${i}.options`)}
                  </p>
                ) : null}
                <ol className="flex flex-col gap-3">
                  {field.options.map((option, j) => (
                    <li
                      key={j}
                      className="grid gap-2 rounded-md border bg-surface p-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_10rem_auto] sm:items-end"
                    >
                      <TextField
                        label={t('capabilities.optionLabel')}
                        error={error(`fields.${i}.options.${j}.label`)}
                        value={option.label}
                        maxLength={CAPABILITY_LABEL_MAX}
                        onChange={(value) => setOption(i, j, { label: value })}
                        onBlur={() =>
                          !option.saved && !option.key && setOption(i, j, { key: keyFromLabel(option.label) })
                        }
                      />
                      <TextField
                        label={t('capabilities.optionLabelEn')}
                        error={error(`fields.${i}.options.${j}.labelEn`)}
                        value={option.labelEn}
                        maxLength={CAPABILITY_LABEL_MAX}
                        onChange={(value) => setOption(i, j, { labelEn: value })}
                      />
                      <TextField
                        label={t('capabilities.key')}
                        error={error(`fields.${i}.options.${j}.key`)}
                        value={option.key}
                        readOnly={option.saved}
                        spellCheck={false}
                        maxLength={40}
                        onChange={(value) => setOption(i, j, { key: value })}
                      />
                      <RowControls
                        name={option.label}
                        index={j}
                        count={field.options.length}
                        removeLabel={t('capabilities.removeOption', { name: option.label })}
                        onMove={(by) => setField(i, { options: move(field.options, j, by) })}
                        onRemove={() => removeOption(i, j)}
                      />
                    </li>
                  ))}
                </ol>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  className="self-start"
                  disabled={field.options.length >= CAPABILITY_OPTIONS_MAX}
                  onClick={() =>
                    setField(i, { options: [...field.options, { key: '', label: '', labelEn: '', saved: false }] })
                  }
                >
                  <PlusIcon aria-hidden="true" />
                  {t('capabilities.addOption')}
                </Button>
              </fieldset>
            ) : null}
          </li>
        ))}
      </ol>
      {error('fields') ? (
        <p className="text-sm font-medium text-danger" data-testid="field-error">
          {error('fields')}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button
          type="button"
          variant="outline"
          disabled={fields.length >= CAPABILITY_FIELDS_MAX}
          onClick={() =>
            setFields([
              ...fields,
              {
                key: '',
                label: '',
                labelEn: '',
                help: '',
                helpEn: '',
                kind: 'options',
                filterable: true,
                showOnCard: false,
                options: [],
                saved: false,
              },
            ])
          }
        >
          <PlusIcon aria-hidden="true" />
          {t('capabilities.addField')}
        </Button>
        <div className="flex items-center gap-2">
          {dirty ? <Badge variant="warning">{t('form.unsavedShort')}</Badge> : null}
          <Button
            type="button"
            variant="ghost"
            disabled={!dirty || update.isPending}
            onClick={() => setFields(toDraft(stored))}
          >
            {t('form.discard')}
          </Button>
          <Button type="submit" disabled={!dirty || update.isPending} data-testid="save-capabilities">
            {t('form.save')}
          </Button>
        </div>
      </div>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={t('capabilities.removeTitle')}
        text={pending?.text ?? ''}
        confirmLabel={t('capabilities.removeConfirm')}
        destructive
        onConfirm={() => {
          pending?.apply();
          setPending(null);
        }}
      />
    </form>
  );
}

/** A labelled text input of the editor, with its server error under it. */
function TextField({
  label,
  hint,
  error,
  onChange,
  ...input
}: {
  label: string;
  hint?: string;
  error: string | undefined;
  value: string;
  maxLength: number;
  readOnly?: boolean;
  spellCheck?: boolean;
  onChange: (value: string) => void;
  onBlur?: () => void;
}) {
  return (
    <Field label={label} hint={hint} error={error}>
      {(c) => <Input {...c} {...input} onChange={(e) => onChange(e.target.value)} />}
    </Field>
  );
}

/** Move up, move down and remove, for a field or an option named `name` at `index` of `count`. */
function RowControls({
  name,
  index,
  count,
  removeLabel,
  onMove,
  onRemove,
}: {
  name: string;
  index: number;
  count: number;
  removeLabel: string;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('systemConfig');
  return (
    <div className="flex gap-1">
      <Button
        type="button"
        variant="ghost"
        size="icon"
        disabled={index === 0}
        aria-label={t('capabilities.moveUp', { name })}
        onClick={() => onMove(-1)}
      >
        <ArrowUpIcon aria-hidden="true" />
      </Button>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        disabled={index === count - 1}
        aria-label={t('capabilities.moveDown', { name })}
        onClick={() => onMove(1)}
      >
        <ArrowDownIcon aria-hidden="true" />
      </Button>
      <Button type="button" variant="ghost" size="icon" aria-label={removeLabel} onClick={onRemove}>
        <Trash2Icon aria-hidden="true" />
      </Button>
    </div>
  );
}

/**
 * The capability fields tab of /system-settings (issue 21): a category picker, then that category's
 * fields ({@link CategoryFields}), saved per category (a draft not saved is left behind on switching).
 */
export function CapabilitiesEditor({ categories }: { categories: Category[] }) {
  const { t } = useTranslation('systemConfig');
  const lang = useLanguage();
  const admin = useAdminCapabilities();
  const [category, setCategory] = useState<CategorySlug>('gumruk');
  const pickerId = useId();
  return (
    <div className="flex flex-col gap-6" data-testid="capabilities-editor">
      <div className="flex max-w-sm flex-col gap-2">
        <Label htmlFor={pickerId}>{t('capabilities.category')}</Label>
        <select
          id={pickerId}
          className={selectClass}
          value={category}
          onChange={(e) => setCategory(e.target.value as CategorySlug)}
          data-testid="capabilities-category"
        >
          {categories.map((c) => (
            <option key={c.slug} value={c.slug}>
              {categoryLabel(c, lang)}
            </option>
          ))}
        </select>
      </div>
      <QueryState
        query={admin}
        isEmpty={() => false}
        empty={{ icon: ListChecksIcon, title: t('capabilities.noFields') }}
      >
        {(data) => (
          <CategoryFields
            key={`${category}-${JSON.stringify(data.definitions[category])}`}
            category={category}
            data={data}
          />
        )}
      </QueryState>
    </div>
  );
}
