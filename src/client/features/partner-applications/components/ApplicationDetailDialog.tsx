import { CheckIcon, DownloadIcon, ExternalLinkIcon, XIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApplicationStatusBadge } from '@/components/ApplicationStatusBadge';
import { ErrorState } from '@/components/ErrorState';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate, formatDateTime, formatFileSize } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';
import { documentDownloadPath, useApplicationDetails } from '../api/get-application-details';
import type { PendingReview } from './ReviewDialog';
import { pageUrl } from '@shared/pages';

interface ApplicationDetailDialogProps {
  id: string | null;
  onClose: () => void;
  categoryName: (slug: string) => string;
  onReview: (review: PendingReview) => void;
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{label}</dt>
      <dd className="mt-1 whitespace-pre-line break-words text-sm text-foreground">{children}</dd>
    </div>
  );
}

/** Everything of one application, its images and document download links, and approve/reject while pending. */
export function ApplicationDetailDialog({ id, onClose, categoryName, onReview }: ApplicationDetailDialogProps) {
  const { t } = useTranslation('partnerApplications');
  const { t: ta } = useTranslation('partnerApplications');
  const lang = useLanguage();
  const details = useApplicationDetails(id);
  const a = details.data;

  return (
    <Dialog open={id !== null} onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent
        className="max-h-[100dvh] overflow-y-auto sm:max-h-[90vh] sm:max-w-3xl"
        data-testid="application-detail"
      >
        <DialogHeader>
          <DialogTitle>{a ? a.company : t('detail.title')}</DialogTitle>
          <DialogDescription>
            {a
              ? t('detail.description', { company: a.company, date: formatDate(a.createdAt, lang) })
              : t('detail.title')}
          </DialogDescription>
        </DialogHeader>
        {details.isPending ? (
          <div className="flex flex-col gap-3" aria-busy="true">
            <Skeleton className="h-6 w-1/2" />
            <Skeleton className="h-32 w-full" />
          </div>
        ) : details.isError ? (
          <ErrorState title={t('detail.loadError')} onRetry={() => void details.refetch()} />
        ) : a ? (
          <div className="flex flex-col gap-6">
            <div className="flex flex-wrap items-center gap-3">
              <ApplicationStatusBadge status={a.status} />
              <Link
                to={pageUrl('applicationStatus', { params: { id: a.id } })}
                className="inline-flex items-center gap-1 text-sm text-primary underline-offset-4 hover:underline"
              >
                {t('detail.statusPage')}
                <ExternalLinkIcon className="size-3.5" aria-hidden="true" />
              </Link>
            </div>
            {a.logoUrl || a.coverImageUrl ? (
              <div className="flex flex-wrap items-end gap-4">
                {a.logoUrl ? (
                  <figure className="flex flex-col gap-1">
                    <img src={a.logoUrl} alt={t('detail.logo')} className="size-24 rounded-lg border object-cover" />
                    <figcaption className="text-xs text-muted-foreground">{t('detail.logo')}</figcaption>
                  </figure>
                ) : null}
                {a.coverImageUrl ? (
                  <figure className="flex flex-col gap-1">
                    <img
                      src={a.coverImageUrl}
                      alt={t('detail.cover')}
                      className="aspect-[3/1] h-24 rounded-lg border object-cover"
                    />
                    <figcaption className="text-xs text-muted-foreground">{t('detail.cover')}</figcaption>
                  </figure>
                ) : null}
              </div>
            ) : null}
            <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
              <Item label={ta('status.applicant')}>{`${a.firstName} ${a.lastName}`}</Item>
              <Item label={t('detail.contactPerson')}>{a.contactPerson}</Item>
              <Item label={ta('status.email')}>{a.email}</Item>
              <Item label={ta('status.phone')}>{a.phone}</Item>
              <Item label={t('detail.username')}>{a.username}</Item>
              <Item label={ta('fields.serviceCategory')}>{categoryName(a.serviceCategory)}</Item>
              <Item label={t('detail.companySize')}>{ta(`companySizes.${a.companySize}`)}</Item>
              <Item label={t('detail.foundingYear')}>{a.foundingYear ?? '—'}</Item>
              <Item label={t('detail.sectorExperience')}>
                {a.sectorExperience === null ? '—' : t('detail.years', { count: a.sectorExperience })}
              </Item>
              <Item label={t('detail.website')}>{a.website ?? '—'}</Item>
              <Item label={t('detail.targetMarkets')}>{a.targetMarkets ?? '—'}</Item>
              <Item label={t('detail.kvkkAcceptedAt')}>{formatDateTime(a.kvkkAcceptedAt, lang)}</Item>
            </dl>
            <dl className="flex flex-col gap-4">
              <Item label={t('detail.services')}>{a.services.join(', ')}</Item>
              <Item label={t('detail.businessDescription')}>{a.businessDescription}</Item>
              <Item label={t('detail.dipAdvantages')}>{a.dipAdvantages}</Item>
              <Item label={t('detail.whyPartner')}>{a.whyPartner}</Item>
              {a.references ? <Item label={t('detail.references')}>{a.references}</Item> : null}
              {[a.linkedinProfile, a.twitterProfile, a.instagramProfile, a.facebookProfile].some(Boolean) ? (
                <Item label={t('detail.social')}>
                  {[a.linkedinProfile, a.twitterProfile, a.instagramProfile, a.facebookProfile]
                    .filter(Boolean)
                    .join('\n')}
                </Item>
              ) : null}
              {a.reviewNotes ? <Item label={t('detail.reviewNotes')}>{a.reviewNotes}</Item> : null}
            </dl>
            <section aria-labelledby="application-documents">
              <h3 id="application-documents" className="mb-2 text-sm font-semibold">
                {t('detail.documents')}
              </h3>
              {a.documents.length === 0 ? (
                <p className="text-sm text-muted-foreground">{t('detail.noDocuments')}</p>
              ) : (
                <ul className="flex flex-col divide-y rounded-lg border">
                  {a.documents.map((d) => (
                    <li key={d.fileId} className="flex items-center gap-3 px-3 py-2 text-sm">
                      <span className="min-w-0 flex-1 truncate">{d.name}</span>
                      <span className="shrink-0 text-xs text-muted-foreground">{formatFileSize(d.size, lang)}</span>
                      <Button asChild variant="outline" size="sm">
                        <a
                          href={documentDownloadPath(a.id, d.fileId)}
                          download={d.name}
                          aria-label={t('detail.download', { name: d.name })}
                        >
                          <DownloadIcon aria-hidden="true" />
                        </a>
                      </Button>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </div>
        ) : null}
        {a?.status === 'pending' ? (
          <DialogFooter>
            <Button
              type="button"
              variant="destructive"
              onClick={() => onReview({ id: a.id, company: a.company, decision: 'rejected' })}
            >
              <XIcon aria-hidden="true" />
              {t('applications.reject')}
            </Button>
            <Button type="button" onClick={() => onReview({ id: a.id, company: a.company, decision: 'approved' })}>
              <CheckIcon aria-hidden="true" />
              {t('applications.approve')}
            </Button>
          </DialogFooter>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
