import { FileSpreadsheetIcon, PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CategorySlug } from '@shared/constants';
import { Button } from '@/components/ui/button';
import { ListingCreateDialog } from './ListingCreateDialog';
import { ListingImportDialog } from './ListingImportDialog';

/** The admin partner list's "Firma Ekle" and "CSV ile İçe Aktar" buttons with their dialogs (issue 21). */
export function ListingActions({ categories }: { categories: readonly { slug: CategorySlug; label: string }[] }) {
  const { t } = useTranslation('partnerClaims');
  const [open, setOpen] = useState<'create' | 'import' | null>(null);
  return (
    <div className="flex flex-wrap gap-2">
      <Button type="button" aria-haspopup="dialog" onClick={() => setOpen('create')} data-testid="listing-create-open">
        <PlusIcon aria-hidden="true" />
        {t('admin.add')}
      </Button>
      <Button
        type="button"
        variant="outline"
        aria-haspopup="dialog"
        onClick={() => setOpen('import')}
        data-testid="listing-import-open"
      >
        <FileSpreadsheetIcon aria-hidden="true" />
        {t('admin.import')}
      </Button>
      <ListingCreateDialog
        open={open === 'create'}
        onOpenChange={(next) => setOpen(next ? 'create' : null)}
        categories={categories}
      />
      <ListingImportDialog open={open === 'import'} onOpenChange={(next) => setOpen(next ? 'import' : null)} />
    </div>
  );
}
