import { InfoIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';
import { ParentPageLink } from './ParentPageLink';

/**
 * 'DİP nedir?': a small info button beside a DİP advantage (catalogue cards, partner profile) that
 * explains the abbreviation — the Dijital İhracat Platformu's member programme — and links to the
 * parent organisation's page about it (issue 7; spec §2 "Catalogue": dipAdvantages highlight).
 *
 * A disclosure, not a hover tooltip: it opens on tap as well as on click and Enter/Space, its
 * content may hold a link (a tooltip may not), and it floats over the content instead of pushing it
 * down. Escape closes it and gives focus back to the button; a click elsewhere closes it too.
 * The panel spans the nearest positioned ancestor (give the DİP box `relative`), so it fits a narrow
 * card on a phone wherever the button sits.
 */
export function DipInfo({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLSpanElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <span ref={root} className={cn('inline-flex align-middle', className)}>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        data-testid="dip-info-button"
        className="inline-flex size-6 items-center justify-center rounded-full text-dip-icon hover:bg-dip-border/40"
      >
        <InfoIcon className="size-4" aria-hidden="true" />
        <span className="sr-only">{t('dip.infoButton')}</span>
      </button>
      <span
        id={panelId}
        role="note"
        hidden={!open}
        data-testid="dip-info"
        className="absolute inset-x-0 top-full z-30 mt-2 max-w-md rounded-md border bg-popover p-3 text-left text-sm font-normal leading-relaxed text-popover-foreground shadow-lg"
      >
        <span className="block">{t('dip.explanation')}</span>
        <ParentPageLink page="about" className="mt-2 inline-block">
          {t('dip.learnMore')}
        </ParentPageLink>
      </span>
    </span>
  );
}
