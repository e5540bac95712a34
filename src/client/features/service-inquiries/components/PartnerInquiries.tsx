import { InboxIcon, Loader2Icon, MailIcon, UserPlusIcon } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import type { PartnerInquiry } from '@shared/contracts/service-inquiries';
import { ErrorState } from '@/components/ErrorState';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api';
import { formatDateTime } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';
import { cn } from '@/lib/utils';
import { useInviteInquirySender, usePartnerInquiries } from '../api/partner-inquiries';

function InquiryItem({ inquiry, highlighted }: { inquiry: PartnerInquiry; highlighted: boolean }) {
  const { t } = useTranslation('serviceInquiries');
  const lang = useLanguage();
  const invite = useInviteInquirySender();
  const subject = t('dashboard.replySubject');
  const mailto = `mailto:${inquiry.email}?subject=${encodeURIComponent(subject)}`;
  return (
    <li
      id={`inquiry-${inquiry.id}`}
      className={cn('scroll-mt-24 rounded-lg border bg-card p-4', highlighted && 'ring-2 ring-primary')}
      data-testid="inquiry-item"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold">{inquiry.name}</h3>
        <time dateTime={inquiry.deliveredAt} className="text-xs text-muted-foreground">
          {formatDateTime(inquiry.deliveredAt, lang)}
        </time>
      </div>
      <p className="mt-0.5 text-sm text-muted-foreground">
        {[inquiry.email, inquiry.company, inquiry.phone].filter(Boolean).join(' · ')}
      </p>
      <p className="mt-3 whitespace-pre-line text-sm">{inquiry.message}</p>
      <div className="mt-4 flex flex-wrap items-center gap-2">
        <Button asChild size="sm">
          <a href={mailto}>
            <MailIcon aria-hidden="true" />
            {t('dashboard.reply')}
          </a>
        </Button>
        {inquiry.invitedAt ? (
          <span className="text-sm text-muted-foreground" data-testid="inquiry-invited">
            {t('dashboard.invited', { date: formatDateTime(inquiry.invitedAt, lang) })}
          </span>
        ) : (
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={invite.isPending}
            aria-busy={invite.isPending}
            onClick={() =>
              invite.mutate(inquiry.id, {
                onSuccess: () => toast.success(t('dashboard.invitedToast', { name: inquiry.name })),
                onError: (error) => toast.error(isApiError(error) ? error.message : t('dashboard.loadError')),
              })
            }
          >
            {invite.isPending ? (
              <Loader2Icon className="animate-spin" aria-hidden="true" />
            ) : (
              <UserPlusIcon aria-hidden="true" />
            )}
            {invite.isPending ? t('dashboard.inviting') : t('dashboard.invite')}
          </Button>
        )}
      </div>
    </li>
  );
}

/**
 * The partner dashboard's "Sorular" tab (issue 22; docs/decisions/042): the inquiries visitors
 * confirmed, newest first, each with "reply by e-mail" (a mailto link: the answer goes from the
 * partner's own mailbox) and a one-time "invite to sign up". `?inquiry={id}` (the notification's and
 * the mail's link) marks and scrolls to that inquiry.
 */
export function PartnerInquiries() {
  const { t } = useTranslation('serviceInquiries');
  const list = usePartnerInquiries();
  const [params] = useSearchParams();
  const focused = Number(params.get('inquiry')) || null;
  const loaded = list.isSuccess;
  useEffect(() => {
    if (loaded && focused) document.getElementById(`inquiry-${focused}`)?.scrollIntoView({ block: 'center' });
  }, [loaded, focused]);

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('dashboard.title')}</CardTitle>
        <CardDescription>{t('dashboard.text')}</CardDescription>
      </CardHeader>
      <CardContent>
        {list.isPending ? (
          <div className="flex flex-col gap-3" aria-busy="true">
            <Skeleton className="h-32 w-full" />
            <Skeleton className="h-32 w-full" />
          </div>
        ) : list.isError ? (
          <ErrorState
            title={t('dashboard.loadError')}
            message={isApiError(list.error) ? list.error.message : undefined}
            onRetry={() => void list.refetch()}
            retrying={list.isFetching}
          />
        ) : list.data.inquiries.length === 0 ? (
          <EmptyState icon={InboxIcon} title={t('dashboard.empty')} text={t('dashboard.emptyText')} headingLevel={3} />
        ) : (
          <>
            <ul className="flex flex-col gap-3">
              {list.data.inquiries.map((inquiry) => (
                <InquiryItem key={inquiry.id} inquiry={inquiry} highlighted={inquiry.id === focused} />
              ))}
            </ul>
            {list.data.hasMore ? (
              <p className="mt-4 text-sm text-muted-foreground">
                {t('dashboard.hasMore', { count: list.data.inquiries.length })}
              </p>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}
