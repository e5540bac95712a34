import { BadgeCheckIcon, BuildingIcon, LayersIcon, Loader2Icon, MapPinIcon, WrenchIcon } from 'lucide-react';
import {
  type ChangeEvent,
  type ComponentProps,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { Suggestions } from '@shared/contracts/search';
import { Input } from '@/components/ui/input';
import { useLanguage } from '@/lib/use-language';
import { cn } from '@/lib/utils';
import { useSuggestions } from '../api/suggest';

/** Wait after the last keystroke before asking for suggestions (issue 21: about 150 ms). */
export const SUGGEST_DEBOUNCE_MS = 150;

/** A suggestion the visitor picked, with its group. */
export type PickedSuggestion =
  | ({ kind: 'category' } & Suggestions['categories'][number])
  | ({ kind: 'service' } & Suggestions['services'][number])
  | ({ kind: 'city' } & Suggestions['cities'][number])
  | ({ kind: 'partner' } & Suggestions['partners'][number]);

type Kind = PickedSuggestion['kind'];
const GROUPS = [
  { kind: 'category', key: 'categories', icon: LayersIcon },
  { kind: 'service', key: 'services', icon: WrenchIcon },
  { kind: 'city', key: 'cities', icon: MapPinIcon },
  { kind: 'partner', key: 'partners', icon: BuildingIcon },
] as const satisfies readonly { kind: Kind; key: keyof Suggestions; icon: unknown }[];

/** The groups' options in display order, each with its group and its index in the whole list. */
function optionsOf(data: Suggestions | undefined): PickedSuggestion[] {
  if (!data) return [];
  return [
    ...data.categories.map((s) => ({ kind: 'category' as const, ...s })),
    ...data.services.map((s) => ({ kind: 'service' as const, ...s })),
    ...data.cities.map((s) => ({ kind: 'city' as const, ...s })),
    ...data.partners.map((s) => ({ kind: 'partner' as const, ...s })),
  ];
}

interface SearchSuggestProps extends Omit<ComponentProps<typeof Input>, 'role' | 'type'> {
  id: string;
  /** Called with the option chosen by Enter on a highlighted option or by a click. */
  onPick: (suggestion: PickedSuggestion) => void;
  /** Extra classes of the suggestion list (its position is under the field). */
  listClassName?: string;
}

/**
 * A search field with suggestions while typing (issue 21; WAI-ARIA 1.2 combobox with a listbox popup):
 * the input is `role="combobox"` with `aria-expanded`, `aria-controls` and `aria-activedescendant`;
 * the list groups categories, services, cities and partners under labels. ArrowDown/ArrowUp move the
 * highlight (ArrowDown opens a closed list), Enter on a highlighted option picks it, Enter without one
 * leaves the form to submit the text as before, Escape closes the list (a second Escape lets the
 * browser clear the field), Tab and leaving the field close it; the mouse hovers and clicks options.
 * Suggestions are asked {@link SUGGEST_DEBOUNCE_MS} after the last keystroke; the list shows a loading
 * row until the first answer and a 'no suggestions' row for an empty one.
 *
 * The caller wraps it in a positioned element (`relative`): the list opens under that element.
 * The field works controlled (`value` + `onChange`) or uncontrolled (the pre-rendered hero): the
 * component only follows what is typed.
 */
export function SearchSuggest({ id, onPick, listClassName, className, ...inputProps }: SearchSuggestProps) {
  const { t } = useTranslation('partners');
  const lang = useLanguage();
  const listId = useId();
  const [text, setText] = useState('');
  const [debounced, setDebounced] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  useEffect(() => {
    const timer = setTimeout(() => setDebounced(text), SUGGEST_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const query = useSuggestions(debounced, lang);
  const settled = debounced.trim() === text.trim();
  const options = settled || query.data ? optionsOf(query.data) : [];
  const hasText = text.trim().length > 0;
  const expanded = open && hasText;
  const loading = expanded && (query.isPending || !settled) && options.length === 0;
  const optionId = (index: number) => `${listId}-option-${index}`;

  function close() {
    setOpen(false);
    setActive(-1);
  }

  function pick(option: PickedSuggestion) {
    close();
    onPick(option);
  }

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    setText(event.target.value);
    setOpen(true);
    setActive(-1);
    inputProps.onChange?.(event);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    inputProps.onKeyDown?.(event);
    if (event.defaultPrevented) return;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (!hasText) return;
        event.preventDefault();
        if (!expanded) {
          setOpen(true);
          return;
        }
        if (options.length === 0) return;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        // From no highlight, Down goes to the first option and Up to the last; past either end, back to none.
        setActive((current) => {
          const next = current + step;
          if (current === -1) return step === 1 ? 0 : options.length - 1;
          return next < 0 || next >= options.length ? -1 : next;
        });
        return;
      }
      case 'Enter': {
        const option = expanded ? options[active] : undefined;
        if (option) {
          event.preventDefault();
          pick(option);
        } else {
          close();
        }
        return;
      }
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          close();
        }
        return;
      case 'Tab':
        close();
        return;
    }
  }

  function handleBlur(event: FocusEvent<HTMLInputElement>) {
    close();
    inputProps.onBlur?.(event);
  }

  let index = 0;
  const groups: ReactNode[] = [];
  for (const group of GROUPS) {
    const items = options.filter((o) => o.kind === group.kind);
    if (items.length === 0) continue;
    const labelId = `${listId}-${group.key}`;
    groups.push(
      <li key={group.key} role="presentation">
        <div
          id={labelId}
          role="presentation"
          className="px-2 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground"
        >
          {t(`suggest.groups.${group.key}`)}
        </div>
        <ul role="group" aria-labelledby={labelId}>
          {items.map((option) => {
            const i = index++;
            const Icon = group.icon;
            return (
              // The keyboard acts on the field (aria-activedescendant), as the combobox pattern says.
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <li
                key={`${option.kind}-${'slug' in option ? option.slug : 'id' in option ? option.id : option.name}`}
                id={optionId(i)}
                role="option"
                aria-selected={i === active}
                data-testid={`suggestion-${option.kind}`}
                // Keep the focus in the field, so the click picks and the keyboard stays where it was.
                onMouseDown={(event) => event.preventDefault()}
                onMouseMove={() => setActive(i)}
                onClick={() => pick(option)}
                className={cn(
                  'flex cursor-pointer items-center gap-3 rounded-sm px-2 py-2 text-sm',
                  i === active && 'bg-accent text-accent-foreground',
                )}
              >
                <Icon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                <span className="min-w-0 flex-1 truncate">
                  {option.kind === 'partner' ? option.companyName : option.name}
                </span>
                {option.kind === 'city' ? (
                  <span className="shrink-0 text-xs text-muted-foreground">
                    {t('suggest.partnerCount', { count: option.count })}
                  </span>
                ) : null}
                {option.kind === 'partner' && option.verified ? (
                  // Not the badge's button: an option holds no control of its own (combobox pattern).
                  <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-success-soft px-2 py-0.5 text-xs font-medium text-success">
                    <BadgeCheckIcon className="size-3" aria-hidden="true" />
                    {t('verified.badge')}
                  </span>
                ) : null}
                {option.kind === 'partner' && option.city ? (
                  <span className="shrink-0 text-xs text-muted-foreground">{option.city}</span>
                ) : null}
              </li>
            );
          })}
        </ul>
      </li>,
    );
  }

  // A fragment: the list is placed under the field by the caller's positioned wrapper, which also holds
  // the field's icon (a wrapper here would paint the field over that icon).
  return (
    <>
      <Input
        {...inputProps}
        id={id}
        type="search"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        onChange={handleChange}
        onKeyDown={handleKeyDown}
        onBlur={handleBlur}
        onFocus={(event) => {
          setOpen(true);
          inputProps.onFocus?.(event);
        }}
        className={className}
      />
      <div
        hidden={!expanded}
        className={cn(
          'absolute inset-x-0 top-full z-50 mt-1 max-h-[min(24rem,60vh)] overflow-y-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-lg',
          listClassName,
        )}
        data-testid="search-suggestions"
      >
        <ul id={listId} role="listbox" aria-label={t('suggest.label')}>
          {groups}
        </ul>
        {loading ? (
          <p className="flex items-center gap-2 px-2 py-2 text-sm text-muted-foreground" role="status">
            <Loader2Icon className="size-4 animate-spin" aria-hidden="true" />
            {t('suggest.loading')}
          </p>
        ) : expanded && settled && query.isFetched && options.length === 0 ? (
          <p className="px-2 py-2 text-sm text-muted-foreground" role="status">
            {t('suggest.empty')}
          </p>
        ) : null}
      </div>
    </>
  );
}
