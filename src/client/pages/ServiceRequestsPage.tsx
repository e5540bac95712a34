import { useTranslation } from 'react-i18next';
import { ServiceRequestsList } from '@/features/quotes';

/**
 * serviceRequests (spec §2 route table; issue 9 "Deciding"): the signed-in user's quote requests,
 * the comparison of the answers of a request sent to several partners, decisions, PDFs and reviews.
 */
export default function ServiceRequestsPage() {
  const { t } = useTranslation('quotes');
  const { t: tAccount } = useTranslation('users');
  return (
    <div>
      <div className="border-b bg-surface">
        <div className="container-page py-8 sm:py-10">
          <p className="text-sm font-semibold uppercase tracking-wider text-primary">{tAccount('sections.account')}</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-foreground">{t('requestsTitle')}</h1>
          <p className="mt-2 max-w-2xl text-muted-foreground">{t('subtitle')}</p>
        </div>
      </div>
      <div className="container-page py-8">
        <ServiceRequestsList />
      </div>
    </div>
  );
}
