import { PlusIcon, XIcon } from 'lucide-react';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { mergeServices, parseServices } from '@shared/contracts/partner-applications';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import type { FieldControlProps } from '@/components/ui/form-field';

interface ServicesInputProps {
  control: FieldControlProps;
  value: string[];
  onChange: (next: string[]) => void;
  /** Pool service names, the selected category's first (suggestions and stored spellings). */
  known: readonly string[];
  /** The category's own pool, offered as one-click suggestions. */
  suggestions: readonly string[];
}

const fold = (s: string) => s.toLocaleLowerCase('tr-TR');

/**
 * Services as chips (spec §5): typed and added with Enter (or the add button; a pasted list with
 * commas or lines adds up to 10), or picked from the category's pool; duplicates ignored
 * case-insensitively; a known service keeps its stored name; each chip has a remove button.
 */
export function ServicesInput({ control, value, onChange, known, suggestions }: ServicesInputProps) {
  const { t } = useTranslation('partnerApplications');
  const [text, setText] = useState('');
  const listId = useId();

  const add = () => {
    const next = /[,;\n]/.test(text)
      ? parseServices(text, known).reduce((acc, name) => mergeServices(acc, name, known), value)
      : mergeServices(value, text, known);
    if (next.length !== value.length) onChange(next);
    setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  };

  const chosen = useMemo(() => new Set(value.map(fold)), [value]);
  const open = suggestions.filter((s) => !chosen.has(fold(s))).slice(0, 12);

  return (
    <div className="flex flex-col gap-3">
      <div className="flex gap-2">
        <Input
          {...control}
          value={text}
          list={listId}
          placeholder={t('fields.servicesPlaceholder')}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          data-testid="service-input"
        />
        <datalist id={listId}>
          {known.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
        <Button type="button" variant="outline" onClick={add} disabled={!text.trim()}>
          <PlusIcon aria-hidden="true" />
          {t('fields.addService')}
        </Button>
      </div>
      {value.length > 0 ? (
        <ul className="flex flex-wrap gap-2" data-testid="service-chips">
          {value.map((name) => (
            <li
              key={name}
              className="inline-flex items-center gap-1 rounded-full border border-primary/30 bg-primary-soft py-1 pl-3 pr-1 text-sm text-primary-soft-foreground"
            >
              {name}
              <button
                type="button"
                className="inline-flex size-6 items-center justify-center rounded-full hover:bg-primary/10 focus-visible:outline-2 focus-visible:outline-ring"
                aria-label={t('fields.removeService', { name })}
                onClick={() => onChange(value.filter((s) => s !== name))}
              >
                <XIcon className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {open.length > 0 ? (
        <div>
          <p className="mb-2 text-xs font-medium text-muted-foreground">{t('fields.suggestions')}</p>
          <div className="flex flex-wrap gap-2">
            {open.map((name) => (
              <Button
                key={name}
                type="button"
                variant="outline"
                size="sm"
                className="h-8 rounded-full"
                onClick={() => onChange(mergeServices(value, name, known))}
              >
                <PlusIcon aria-hidden="true" />
                {name}
              </Button>
            ))}
          </div>
        </div>
      ) : null}
    </div>
  );
}
