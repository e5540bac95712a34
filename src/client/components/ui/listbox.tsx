import { CheckIcon, ChevronDownIcon } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { cn } from '@/lib/utils';

/** One choice of a {@link Listbox}. */
export interface ListboxOption {
  value: string;
  label: string;
}

interface ListboxProps {
  /** id of the trigger, for `<Label htmlFor>`. */
  id?: string;
  /** id of the visible label, which also names the popup list. */
  labelId?: string;
  value: string;
  onValueChange: (value: string) => void;
  options: readonly ListboxOption[];
  className?: string;
  'data-testid'?: string;
}

const TYPEAHEAD_RESET_MS = 700;

/**
 * A select-only combobox (WAI-ARIA APG pattern) with the same roles and keyboard behaviour as the
 * Radix Select of `./select`: trigger `role="combobox"`, popup `role="listbox"` with
 * `role="option"` items; arrows, Home/End, typeahead, Enter/Space to choose, Escape to close.
 *
 * It exists for the home page: Radix Select with its positioning engine and scroll lock costs
 * about 30 kB gzip there, and this one opens right below its trigger, which is all a filter
 * bar needs.
 */
export function Listbox({ id, labelId, value, onValueChange, options, className, ...rest }: ListboxProps) {
  const listId = useId();
  const optionId = (index: number) => `${listId}-opt-${index}`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const root = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const typed = useRef({ text: '', at: 0 });

  const selectedIndex = Math.max(
    0,
    options.findIndex((o) => o.value === value),
  );
  const selected = options[selectedIndex];

  function openAt(index: number) {
    setActive(Math.min(Math.max(index, 0), options.length - 1));
    setOpen(true);
  }

  function choose(index: number) {
    const option = options[index];
    setOpen(false);
    if (option && option.value !== value) onValueChange(option.value);
  }

  // Close on a press outside; the trigger keeps focus, so nothing else needs restoring.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const element = document.getElementById(optionId(active));
    element?.scrollIntoView?.({ block: 'nearest' });
    // optionId is derived from a stable useId value.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, active]);

  function typeahead(char: string): number | null {
    const now = Date.now();
    const state = typed.current;
    state.text = now - state.at > TYPEAHEAD_RESET_MS ? char : state.text + char;
    state.at = now;
    const needle = state.text.toLocaleLowerCase('tr-TR');
    const start = open ? active : selectedIndex;
    for (let step = state.text.length === 1 ? 1 : 0; step <= options.length; step += 1) {
      const index = (start + step) % options.length;
      if (options[index]?.label.toLocaleLowerCase('tr-TR').startsWith(needle)) return index;
    }
    return null;
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const last = options.length - 1;
    if (!open) {
      if (['ArrowDown', 'ArrowUp', 'Enter', ' '].includes(event.key)) {
        event.preventDefault();
        openAt(selectedIndex);
      } else if (event.key === 'Home' || event.key === 'End') {
        event.preventDefault();
        openAt(event.key === 'Home' ? 0 : last);
      } else if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
        const match = typeahead(event.key);
        if (match !== null) openAt(match);
      }
      return;
    }
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setActive((i) => Math.min(i + 1, last));
        break;
      case 'ArrowUp':
        event.preventDefault();
        setActive((i) => Math.max(i - 1, 0));
        break;
      case 'Home':
      case 'PageUp':
        event.preventDefault();
        setActive(0);
        break;
      case 'End':
      case 'PageDown':
        event.preventDefault();
        setActive(last);
        break;
      case 'Enter':
      case ' ':
        event.preventDefault();
        choose(active);
        break;
      case 'Escape':
        event.preventDefault();
        setOpen(false);
        break;
      case 'Tab':
        setOpen(false);
        break;
      default:
        if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
          const match = typeahead(event.key);
          if (match !== null) setActive(match);
        }
    }
  }

  return (
    <div ref={root} className={cn('relative', className)}>
      <button
        id={id}
        type="button"
        role="combobox"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open ? optionId(active) : undefined}
        data-state={open ? 'open' : 'closed'}
        data-testid={rest['data-testid']}
        onClick={() => (open ? setOpen(false) : openAt(selectedIndex))}
        onKeyDown={onKeyDown}
        className="flex h-10 w-full items-center justify-between gap-2 rounded-md border border-input bg-background px-3 text-left text-sm text-foreground shadow-xs transition-colors hover:border-primary focus-visible:border-ring"
      >
        <span className="truncate">{selected?.label}</span>
        <ChevronDownIcon
          className={cn('size-4 shrink-0 text-muted-foreground transition-transform', open && 'rotate-180')}
          aria-hidden="true"
        />
      </button>
      <div
        ref={list}
        id={listId}
        role="listbox"
        tabIndex={-1}
        aria-labelledby={labelId}
        hidden={!open}
        className="absolute inset-x-0 top-full z-50 mt-1 max-h-80 overflow-y-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-lg animate-fade-in"
      >
        {options.map((option, index) => {
          const isSelected = index === selectedIndex;
          return (
            // Options are not focusable on purpose: focus stays on the combobox, which points at the
            // active option with aria-activedescendant and handles every key (APG pattern).
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus
            <div
              key={option.value}
              id={optionId(index)}
              role="option"
              aria-selected={isSelected}
              data-highlighted={index === active && open ? '' : undefined}
              // Keep focus on the trigger: a press on an option must not blur it.
              onPointerDown={(event) => event.preventDefault()}
              onPointerMove={() => setActive(index)}
              onClick={() => choose(index)}
              className="relative flex cursor-default select-none items-center rounded-sm py-2 pl-8 pr-2 text-sm data-[highlighted]:bg-accent"
            >
              {isSelected ? <CheckIcon className="absolute left-2 size-4 text-primary" aria-hidden="true" /> : null}
              {option.label}
            </div>
          );
        })}
      </div>
    </div>
  );
}
