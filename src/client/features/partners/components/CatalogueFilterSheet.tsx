import type { ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/components/ui/sheet';

/**
 * The catalogue's filters as a side panel on narrow screens ('Filtreler'). A chunk of its own that the
 * catalogue loads when the visitor reaches for its button (issue 21): Radix Dialog with its focus
 * trap and scroll lock is ≈ 9 kB gzip that the home page's first load does not need. The button stays
 * in the catalogue, so it is in the pre-rendered page; this panel returns the focus to it on close, as
 * Radix's own trigger would.
 * @param contentId the panel's id, which the button names in `aria-controls`
 * @param children the filter panel and the panel's actions
 */
export default function CatalogueFilterSheet({
  open,
  onOpenChange,
  trigger,
  contentId,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: RefObject<HTMLButtonElement | null>;
  contentId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('partners');
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        id={contentId}
        side="right"
        className="flex w-full flex-col sm:max-w-sm"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          trigger.current?.focus();
        }}
      >
        <SheetHeader>
          <SheetTitle>{t('facets.title')}</SheetTitle>
          <SheetDescription>{t('facets.description')}</SheetDescription>
        </SheetHeader>
        {children}
      </SheetContent>
    </Sheet>
  );
}
