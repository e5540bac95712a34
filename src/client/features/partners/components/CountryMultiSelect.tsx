import { XIcon } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COUNTRY_CODES, countryName, foldForMatch } from '@shared/countries';
import { Input } from '@/components/ui/input';
import type { FieldControlProps } from '@/components/ui/form-field';
import { cn } from '@/lib/utils';
import { useLanguage } from '@/lib/use-language';

/** Options shown at once: enough to scroll through, few enough to render instantly while typing. */
const MAX_OPTIONS = 50;

interface CountryMultiSelectProps {
  /** The field's wiring (id of the input, aria-invalid, aria-describedby) from `Field`. */
  control: FieldControlProps;
  /** Chosen ISO 3166-1 alpha-2 codes. */
  value: readonly string[];
  onChange: (codes: string[]) => void;
}

/**
 * The countries a partner serves (issue 21): chosen ones as removable chips, and a searchable list
 * to add more (the WAI-ARIA combobox pattern, as SearchSuggest: the focus stays in the field, arrows
 * move `aria-activedescendant`, Enter adds, Escape closes; Backspace in an empty field removes the last
 * chip). Countries are named in the reader's language and found by their name in either language or
 * by code, folded ('turkiye', 'GERMANY', 'de'); names starting with the text come first.
 */
export function CountryMultiSelect({ control, value, onChange }: CountryMultiSelectProps) {
  const { t } = useTranslation('partners');
  const lang = useLanguage();
  const other = lang === 'tr' ? 'en' : 'tr';
  const locale = lang === 'tr' ? 'tr-TR' : 'en-GB';
  const listId = useId();
  const optionId = (code: string) => `${listId}-${code}`;
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);

  // Every country with the texts it is found by, in the reader's alphabetical order; built per language.
  const countries = useMemo(
    () =>
      COUNTRY_CODES.map((code) => {
        const name = countryName(code, lang);
        return {
          code,
          name,
          folded: foldForMatch(name),
          haystack: foldForMatch(`${name} ${countryName(code, other)} ${code}`),
        };
      }).sort((a, b) => a.name.localeCompare(b.name, locale)),
    [lang, other, locale],
  );
  const chosen = new Set(value);
  const needle = foldForMatch(query.trim());
  // Names that start with the text first ('fas' → Fas before Burkina Faso), then word starts, then the rest.
  const rank = (c: (typeof countries)[number]) =>
    c.folded.startsWith(needle) ? 0 : ` ${c.haystack}`.includes(` ${needle}`) ? 1 : 2;
  const options = countries
    .filter((c) => !chosen.has(c.code) && (!needle || c.haystack.includes(needle)))
    .map((c, order) => ({ c, order, rank: needle ? rank(c) : 0 }))
    .sort((a, b) => a.rank - b.rank || a.order - b.order)
    .slice(0, MAX_OPTIONS)
    .map((x) => x.c);
  const expanded = open && options.length > 0;
  const activeOption = expanded ? options[Math.min(active, options.length - 1)] : undefined;

  useEffect(() => {
    if (activeOption) document.getElementById(optionId(activeOption.code))?.scrollIntoView?.({ block: 'nearest' });
    // optionId derives from a stable useId value.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [activeOption?.code]);

  const add = (code: string) => {
    onChange([...value, code]);
    setQuery('');
    setActive(0);
  };
  const remove = (code: string) => onChange(value.filter((c) => c !== code));

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!open) {
          setOpen(true);
          setActive(0);
          return;
        }
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((i) => (Math.min(i, options.length - 1) + step + options.length) % Math.max(options.length, 1));
        return;
      }
      case 'Enter':
        // Never submits the form from here: Enter picks the highlighted country.
        event.preventDefault();
        if (activeOption) add(activeOption.code);
        return;
      case 'Escape':
        if (open) {
          event.preventDefault();
          setOpen(false);
        }
        return;
      case 'Backspace':
        if (query === '' && value.length > 0) remove(value[value.length - 1]!);
        return;
    }
  };

  const chips = value
    .map((code) => ({ code, name: countryName(code, lang) }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));

  return (
    <div className="flex flex-col gap-3">
      {chips.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={t('editor.selectedMarkets')} data-testid="market-chips">
          {chips.map((chip) => (
            <li
              key={chip.code}
              className="inline-flex items-center gap-1 rounded-full border bg-surface py-1 pl-3 pr-1 text-sm"
            >
              {chip.name}
              <button
                type="button"
                className="rounded-full p-1 text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
                aria-label={t('editor.removeMarket', { name: chip.name })}
                onClick={() => remove(chip.code)}
              >
                <XIcon className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">{t('editor.marketsEmpty')}</p>
      )}
      <div className="relative">
        <Input
          {...control}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          placeholder={t('editor.marketsSearch')}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={activeOption ? optionId(activeOption.code) : undefined}
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setActive(0);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
          data-testid="market-search"
        />
        <div
          hidden={!open}
          className="absolute inset-x-0 top-full z-50 mt-1 max-h-64 overflow-y-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-lg"
        >
          <ul id={listId} role="listbox" aria-label={t('editor.marketsSearch')}>
            {expanded
              ? options.map((option) => (
                  // The keyboard acts on the field (aria-activedescendant), as the combobox pattern says.
                  // eslint-disable-next-line jsx-a11y/click-events-have-key-events
                  <li
                    key={option.code}
                    id={optionId(option.code)}
                    role="option"
                    aria-selected={option === activeOption}
                    // Keep the focus in the field, so the click adds and typing goes on.
                    onMouseDown={(event) => event.preventDefault()}
                    onMouseMove={() => setActive(options.indexOf(option))}
                    onClick={() => add(option.code)}
                    className={cn(
                      'flex cursor-pointer items-center justify-between gap-3 rounded-sm px-2 py-2 text-sm',
                      option === activeOption && 'bg-accent text-accent-foreground',
                    )}
                  >
                    <span className="min-w-0 truncate">{option.name}</span>
                    <span className="shrink-0 text-xs text-muted-foreground">{option.code}</span>
                  </li>
                ))
              : null}
          </ul>
          {open && options.length === 0 ? (
            <p className="px-2 py-2 text-sm text-muted-foreground" role="status">
              {t('editor.marketsNone')}
            </p>
          ) : null}
        </div>
      </div>
    </div>
  );
}
