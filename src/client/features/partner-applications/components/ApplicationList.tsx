import { CheckIcon, EyeIcon, XIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ApplicationSummary } from '@shared/contracts/partner-applications';
import { ApplicationStatusBadge } from '@/components/ApplicationStatusBadge';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';
import type { PendingReview } from './ReviewDialog';

interface ApplicationListProps {
  items: readonly ApplicationSummary[];
  /** Category slug → its name in the current language. */
  categoryName: (slug: string) => string;
  onDetails: (id: string) => void;
  onReview: (review: PendingReview) => void;
}

/**
 * Applications as rows that wrap on a phone: company, applicant, category, date, status, and the
 * details, approve and reject buttons (the last two only while pending).
 */
export function ApplicationList({ items, categoryName, onDetails, onReview }: ApplicationListProps) {
  const { t } = useTranslation('partnerApplications');
  const lang = useLanguage();
  return (
    <ul className="flex flex-col divide-y rounded-lg border bg-card" data-testid="application-list">
      {items.map((a) => (
        <li
          key={a.id}
          className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between"
          data-testid="application-row"
          data-username={a.username}
        >
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-2">
              <p className="truncate font-semibold text-foreground">{a.company}</p>
              <ApplicationStatusBadge status={a.status} />
            </div>
            <p className="mt-1 text-sm text-muted-foreground">
              {a.firstName} {a.lastName} · {categoryName(a.serviceCategory)} · {formatDate(a.createdAt, lang)}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() => onDetails(a.id)}
              aria-label={`${t('applications.details')}: ${a.company}`}
            >
              <EyeIcon aria-hidden="true" />
              {t('applications.details')}
            </Button>
            {a.status === 'pending' ? (
              <>
                <Button
                  type="button"
                  size="sm"
                  onClick={() => onReview({ id: a.id, company: a.company, decision: 'approved' })}
                  aria-label={`${t('applications.approve')}: ${a.company}`}
                  data-testid="approve-button"
                >
                  <CheckIcon aria-hidden="true" />
                  {t('applications.approve')}
                </Button>
                <Button
                  type="button"
                  size="sm"
                  variant="destructive"
                  onClick={() => onReview({ id: a.id, company: a.company, decision: 'rejected' })}
                  aria-label={`${t('applications.reject')}: ${a.company}`}
                >
                  <XIcon aria-hidden="true" />
                  {t('applications.reject')}
                </Button>
              </>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
