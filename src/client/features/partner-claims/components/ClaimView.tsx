import {
  BadgeCheckIcon,
  ClockIcon,
  InboxIcon,
  Link2OffIcon,
  Loader2Icon,
  MessageSquareIcon,
  PencilLineIcon,
  TimerOffIcon,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { ClaimInfo } from '@shared/contracts/partner-claims';
import { pageUrl } from '@shared/pages';
import { CompanyLogo } from '@/components/CompanyLogo';
import { ErrorAlert } from '@/components/ErrorAlert';
import { ErrorState } from '@/components/ErrorState';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api';
import { formatDate } from '@/lib/format';
import { authPath, paths } from '@/lib/routes';
import { useSession } from '@/lib/session';
import { useServiceNeeded } from '@/lib/service-needed';
import { useLanguage } from '@/lib/use-language';
import { useClaimInfo, useClaimListing } from '../api/claim';

/** The refused link states and how each is shown (the server's text explains the reason). */
const REFUSED: Record<string, { title: string; icon: LucideIcon }> = {
  CLAIM_LINK_INVALID: { title: 'page.invalidTitle', icon: Link2OffIcon },
  CLAIM_LINK_EXPIRED: { title: 'page.expiredTitle', icon: TimerOffIcon },
  CLAIM_LINK_USED: { title: 'page.usedTitle', icon: BadgeCheckIcon },
};

/**
 * The claim page's body (issue 21; decision 029): the listing, what claiming means, the request that
 * waits, and then sign in / register (returning here) or, signed in, the confirmation that makes the
 * account the listing's user and continues on the request. A refused link shows why, in both languages.
 */
export function ClaimView({ token, categoryName }: { token: string; categoryName: (slug: string) => string }) {
  const { t } = useTranslation('partnerClaims');
  const info = useClaimInfo(token);

  if (info.isPending) {
    return (
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]" aria-busy="true">
        <Skeleton className="h-72 w-full" />
        <Skeleton className="h-56 w-full" />
      </div>
    );
  }
  if (info.isError) {
    const refused = isApiError(info.error) ? REFUSED[info.error.code] : undefined;
    if (refused && isApiError(info.error)) {
      return (
        <RefusedLink code={info.error.code} title={t(refused.title)} text={info.error.message} icon={refused.icon} />
      );
    }
    return (
      <ErrorState
        title={t('page.loadError')}
        message={isApiError(info.error) ? info.error.message : undefined}
        onRetry={() => void info.refetch()}
        retrying={info.isFetching}
      />
    );
  }
  return <ClaimDetails token={token} info={info.data} categoryName={categoryName} />;
}

function RefusedLink({
  code,
  title,
  text,
  icon: Icon,
}: {
  code: string;
  title: string;
  text: string;
  icon: LucideIcon;
}) {
  const { t } = useTranslation('partnerClaims');
  const { user } = useSession();
  const used = code === 'CLAIM_LINK_USED';
  return (
    <div
      className="flex flex-col items-center rounded-xl border border-dashed bg-card px-6 py-14 text-center"
      data-testid="claim-refused"
      data-code={code}
    >
      <span className="flex size-14 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <Icon className="size-7" aria-hidden="true" />
      </span>
      <h2 className="mt-5 text-2xl font-semibold">{title}</h2>
      <p className="mt-2 max-w-md text-muted-foreground">{text}</p>
      {used ? <p className="mt-2 max-w-md text-sm text-muted-foreground">{t('page.usedHint')}</p> : null}
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {used ? (
          <Button asChild>
            <Link to={user ? paths.partnerDashboard : authPath({ redirect: paths.partnerDashboard })}>
              {t('page.toDashboard')}
            </Link>
          </Button>
        ) : null}
        <Button asChild variant={used ? 'outline' : 'default'}>
          <Link to={paths.partners}>{t('page.browse')}</Link>
        </Button>
      </div>
    </div>
  );
}

function ClaimDetails({
  token,
  info,
  categoryName,
}: {
  token: string;
  info: ClaimInfo;
  categoryName: (slug: string) => string;
}) {
  const { t } = useTranslation('partnerClaims');
  const lang = useLanguage();
  const serviceNeeded = useServiceNeeded();
  const navigate = useNavigate();
  const { user, isPending: sessionPending } = useSession();
  const { partner, request } = info;
  const claim = useClaimListing(token, (result) => {
    toast.success(t('page.claimed', { company: partner.companyName }));
    void navigate(result.redirectTo);
  });
  const here = pageUrl('claim', { params: { token } });

  return (
    <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
      <div className="flex min-w-0 flex-col gap-6">
        <Card>
          <CardHeader className="flex flex-row items-center gap-4 space-y-0">
            <CompanyLogo name={partner.companyName} logo={partner.logo} size={56} />
            <div className="min-w-0">
              <CardTitle className="text-xl" data-testid="claim-company">
                {partner.companyName}
              </CardTitle>
              <CardDescription className="mt-1 flex flex-wrap items-center gap-2">
                <Badge variant="secondary">{categoryName(partner.serviceCategory)}</Badge>
                {partner.city ? <span>{partner.city}</span> : null}
              </CardDescription>
            </div>
          </CardHeader>
          <CardContent className="flex flex-col gap-5">
            <p className="text-[0.9375rem] leading-relaxed">{t('page.intro', { company: partner.companyName })}</p>
            <div>
              <h2 className="text-base font-semibold">{t('page.benefitsTitle')}</h2>
              <ul className="mt-3 flex flex-col gap-3 text-sm">
                {(
                  [
                    ['requests', InboxIcon],
                    ['profile', PencilLineIcon],
                    ['messages', MessageSquareIcon],
                  ] as const
                ).map(([key, Icon]) => (
                  <li key={key} className="flex gap-3">
                    <Icon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                    <span>{t(`page.benefits.${key}`)}</span>
                  </li>
                ))}
              </ul>
            </div>
            <Link
              to={pageUrl('partnerProfile', { params: { idOrUsername: partner.username } })}
              className="w-fit text-sm font-medium text-primary underline-offset-4 hover:underline"
            >
              {t('page.viewProfile')}
            </Link>
          </CardContent>
        </Card>
        {request ? (
          <Card data-testid="claim-request">
            <CardHeader>
              <CardTitle className="text-lg">{t('page.requestTitle')}</CardTitle>
            </CardHeader>
            <CardContent>
              <dl className="grid gap-3 text-sm sm:grid-cols-[10rem_1fr]">
                <dt className="text-muted-foreground">{t('page.requestService')}</dt>
                <dd className="font-medium">{serviceNeeded(request)}</dd>
                <dt className="text-muted-foreground">{t('page.requestCompany')}</dt>
                <dd className="font-medium">{request.companyName}</dd>
                <dt className="text-muted-foreground">{t('page.requestDate')}</dt>
                <dd className="font-medium">{formatDate(request.createdAt, lang)}</dd>
              </dl>
            </CardContent>
          </Card>
        ) : null}
      </div>

      <Card className="h-fit lg:sticky lg:top-24">
        <CardHeader>
          <CardTitle className="text-lg">{t('page.title')}</CardTitle>
          <CardDescription className="flex items-start gap-2">
            <ClockIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>{t('page.validity', { date: formatDate(info.expiresAt, lang) })}</span>
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {sessionPending ? (
            <Skeleton className="h-24 w-full" />
          ) : user ? (
            <>
              <p className="text-sm" data-testid="claim-signed-in">
                {t('page.signedInAs', { email: user.email })}
              </p>
              <p className="text-sm text-muted-foreground">{t('page.confirmText')}</p>
              {claim.isError ? (
                <ErrorAlert
                  type="unknown"
                  title={t('page.claimFailed')}
                  message={isApiError(claim.error) ? claim.error.message : undefined}
                />
              ) : null}
              <Button
                type="button"
                size="lg"
                onClick={() => claim.mutate()}
                disabled={claim.isPending}
                data-testid="claim-confirm"
              >
                {claim.isPending ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : null}
                {claim.isPending ? t('page.confirming') : t('page.confirm')}
              </Button>
            </>
          ) : (
            <>
              <p className="text-sm text-muted-foreground">{t('page.signedOutText')}</p>
              <Button asChild size="lg">
                <Link to={authPath({ tab: 'register', redirect: here })} data-testid="claim-register">
                  {t('page.register')}
                </Link>
              </Button>
              <Button asChild variant="outline" size="lg">
                <Link to={authPath({ redirect: here })} data-testid="claim-sign-in">
                  {t('page.signIn')}
                </Link>
              </Button>
            </>
          )}
          <p className="text-xs text-muted-foreground">{t('page.notYou')}</p>
        </CardContent>
      </Card>
    </div>
  );
}
