import { FileTextIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/PageHeader';
import { AdminQuoteDesk } from '@/features/quotes/components/AdminQuoteDesk';

/**
 * quoteRequests (`/admin/quote-requests`; spec §2 "Admin quote requests", §6: admins only, guarded by
 * the route table): counters, status filter, every request with its partner, status dropdown.
 */
export default function QuoteRequestsPage() {
  const { t } = useTranslation('quotes');
  const { t: ta } = useTranslation('users');
  return (
    <div>
      <PageHeader section={ta('sections.admin')} title={t('title')} text={t('admin.pageText')} icon={FileTextIcon} />
      <div className="container-page py-8 sm:py-10">
        <AdminQuoteDesk />
      </div>
    </div>
  );
}
