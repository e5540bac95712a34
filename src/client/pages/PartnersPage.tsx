import { useTranslation } from 'react-i18next';
import { Catalogue } from '@/features/partners/components/Catalogue';
import { useCategories } from '@/features/categories/api/get-categories';
import { useQuoteDialog } from './home/use-quote-dialog';

/** /partners: the catalogue under a page header (spec §2, "also reached at /partners"). */
export default function PartnersPage() {
  const { t } = useTranslation('partners');
  const categories = useCategories();
  const quote = useQuoteDialog();

  return (
    <>
      <div className="on-dark bg-navy text-navy-foreground">
        <div className="container-page py-12 sm:py-16">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('pageTitle')}</h1>
          <p className="mt-3 max-w-2xl text-navy-muted">{t('pageSubtitle')}</p>
        </div>
      </div>
      <div className="bg-surface">
        <Catalogue
          categories={categories.data}
          showHeading={false}
          className="container-page py-10 sm:py-12"
          onQuote={quote.open}
        />
      </div>
      {quote.dialog}
    </>
  );
}
