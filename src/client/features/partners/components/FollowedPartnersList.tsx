import { HeartIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { FollowedPartner } from '@shared/contracts/partners';
import { CompanyLogo } from '@/components/CompanyLogo';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { QueryState } from '@/components/ui/query-state';
import { isApiError } from '@/lib/api';
import { formatDate } from '@/lib/format';
import { partnerPath, paths } from '@/lib/routes';
import { useLanguage } from '@/lib/use-language';
import { useFollowedPartners, useUnfollowFromList } from '../api/followed-partners';

/**
 * The signed-in user's followed partners (GET /api/user/followed-partners) with an unfollow button
 * that asks first; for the user panel. Loading, empty (with a link to the catalogue) and error states.
 */
export function FollowedPartnersList() {
  const { t } = useTranslation('partners');
  const lang = useLanguage();
  const query = useFollowedPartners();
  const unfollow = useUnfollowFromList();
  const [pending, setPending] = useState<FollowedPartner | null>(null);

  return (
    <>
      <QueryState
        query={query}
        errorTitle={t('followedList.error')}
        empty={{
          icon: HeartIcon,
          title: t('followedList.emptyTitle'),
          text: t('followedList.emptyText'),
          action: (
            <Button asChild>
              <Link to={paths.partners}>{t('followedList.browse')}</Link>
            </Button>
          ),
        }}
      >
        {(partners) => (
          <ul className="flex flex-col gap-3" aria-label={t('followedList.label')}>
            {partners.map((partner) => (
              <li
                key={partner.id}
                className="flex min-w-0 items-center gap-3 rounded-lg border bg-card p-3 sm:gap-4 sm:p-4"
              >
                <CompanyLogo name={partner.companyName} logo={partner.logo} size={48} alt="" />
                <div className="min-w-0 flex-1">
                  <Link
                    to={partnerPath(partner)}
                    className="line-clamp-2 font-semibold break-words text-foreground hover:text-primary hover:underline"
                  >
                    {partner.companyName}
                  </Link>
                  <p className="text-sm text-muted-foreground">
                    {t('followedList.since', { date: formatDate(partner.followedAt, lang) })}
                  </p>
                </div>
                <Button variant="outline" size="sm" onClick={() => setPending(partner)}>
                  {t('unfollow')}
                  <span className="sr-only">: {partner.companyName}</span>
                </Button>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open) setPending(null);
        }}
        title={t('confirmUnfollow.title')}
        text={t('confirmUnfollow.text', { name: pending?.companyName ?? '' })}
        confirmLabel={t('unfollow')}
        destructive
        busy={unfollow.isPending}
        onConfirm={() => {
          if (!pending) return;
          unfollow.mutate(pending.id, {
            onSuccess: () => {
              toast.success(t('unfollowed'));
              setPending(null);
            },
            onError: (error) => toast.error(isApiError(error) ? error.message : t('failed')),
          });
        }}
      />
    </>
  );
}
