import { useQueryClient } from '@tanstack/react-query';
import { ChevronRightIcon, SearchXIcon } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { isAdmin } from '@shared/access';
import type { PartnerProfileResponse } from '@shared/contracts/partners';
import { ErrorState } from '@/components/ErrorState';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { FollowButton } from '@/features/partners';
import { partnerQueryOptions, usePartner } from '@/features/partners/api/get-partner';
import { PartnerProfile } from '@/features/partners/components/PartnerProfile';
import { ReviewsSection } from '@/features/reviews';
import { PartnerPostsSection } from '@/features/partner-posts';
import { ClaimRequestButton } from '@/features/partner-claims/components/ClaimRequestButton';
import { InquiryForm } from '@/features/service-inquiries/components/InquiryForm';
import { isApiError } from '@/lib/api';
import { partnerPath, paths, QUOTE_INTENT_PARAM } from '@/lib/routes';
import { useSession } from '@/lib/session';
import { usePageTitle } from '@/lib/use-document-title';
import { useQuoteDialog } from './home/use-quote-dialog';
import { messageKey } from '@/lib/i18n';

// The editor brings TipTap; only owners and admins who open it load it.
const PartnerEditor = lazy(() =>
  import('@/features/partners/components/PartnerEditor').then((m) => ({ default: m.PartnerEditor })),
);

function EditorFallback() {
  const { t } = useTranslation('partners');
  return (
    <div role="status" className="flex flex-col gap-4">
      <span className="sr-only">{t('editor.loading')}</span>
      <Skeleton className="h-9 w-1/2" />
      <Skeleton className="h-64 w-full rounded-lg" />
      <Skeleton className="h-64 w-full rounded-lg" />
    </div>
  );
}

function ProfileSkeleton() {
  return (
    <div aria-hidden="true">
      <Skeleton className="aspect-[3/1] w-full rounded-b-xl sm:rounded-xl" />
      <div className="flex flex-col gap-4 px-4 sm:flex-row sm:items-end sm:gap-6 sm:px-6">
        <Skeleton className="-mt-10 size-24 rounded-lg border-4 border-background sm:-mt-14 sm:size-29" />
        <div className="flex-1 space-y-3 sm:pt-4">
          <Skeleton className="h-7 w-2/3 max-w-md" />
          <Skeleton className="h-5 w-1/2 max-w-xs" />
        </div>
      </div>
      <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Skeleton className="h-64 rounded-lg" />
        <Skeleton className="h-64 rounded-lg" />
      </div>
    </div>
  );
}

function PartnerNotFound() {
  const { t } = useTranslation('partners');
  usePageTitle(t(messageKey('partners.notFound')));
  return (
    <div className="flex flex-col items-center py-16 text-center sm:py-24">
      <span className="flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary">
        <SearchXIcon className="size-7" aria-hidden="true" />
      </span>
      <h1 className="mt-6 text-3xl font-bold tracking-tight">{t('notFound.title')}</h1>
      <p className="mt-3 max-w-md text-muted-foreground">{t('notFound.text')}</p>
      <Button asChild size="lg" className="mt-8">
        <Link to={paths.partners}>{t('notFound.back')}</Link>
      </Button>
    </div>
  );
}

/**
 * /partner/:idOrUsername (spec §2, §8; issue 8): the profile with follow, quote and message actions;
 * for the owner and admins an editor on the same page ('Düzenle'). An old username is replaced in the
 * URL by the current one; 'Partner Bulunamadı' on 404.
 */
export default function PartnerProfilePage() {
  const { t } = useTranslation('partners');
  const { idOrUsername = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user, isPending: sessionPending } = useSession();
  const { data, isPending, isError, error, refetch, isFetching } = usePartner(idOrUsername);
  const [editing, setEditing] = useState(false);
  const quote = useQuoteDialog();
  const [params, setParams] = useSearchParams();
  usePageTitle(editing && data ? t('editor.documentTitle', { name: data.companyName }) : data?.companyName);

  // An old username (or another casing) reached the profile: show the current one in the address bar.
  const current = data?.username;
  useEffect(() => {
    if (!current || /^\d+$/.test(idOrUsername) || current === idOrUsername) return;
    const next = partnerPath({ id: 0, username: current });
    queryClient.setQueryData(partnerQueryOptions(current).queryKey, data);
    void navigate(`${next}${window.location.search}${window.location.hash}`, { replace: true });
  }, [current, idOrUsername, navigate, queryClient, data]);

  // `?quote=1`: a visitor pressed TEKLİF AL here, then signed in, signed up or followed a mailed link
  // (issue 18 item 13). Once the profile and the session are known the dialog opens (never for the
  // owner) and the parameter leaves the address, so a reload or Back does not open it again.
  const wantsQuote = params.get(QUOTE_INTENT_PARAM) === '1';
  const openQuote = quote.open;
  useEffect(() => {
    if (!wantsQuote || !data || !user) return;
    setParams(
      (old) => {
        const next = new URLSearchParams(old);
        next.delete(QUOTE_INTENT_PARAM);
        return next;
      },
      { replace: true },
    );
    if (data.userId === user.id) return;
    openQuote({
      id: data.id,
      username: data.username,
      companyName: data.companyName,
      services: data.services.map((s) => s.name),
    });
  }, [wantsQuote, data, user, setParams, openQuote]);

  const patchCached = (patch: Partial<PartnerProfileResponse>) =>
    queryClient.setQueryData<PartnerProfileResponse>(partnerQueryOptions(idOrUsername).queryKey, (old) =>
      old ? { ...old, ...patch } : old,
    );

  if (isError && isApiError(error) && error.status === 404) {
    return (
      <div className="container-page">
        <PartnerNotFound />
      </div>
    );
  }

  return (
    <div className="container-page relative pb-16 sm:pt-6">
      {data && !editing ? (
        // Keyboard users reach the profile's actions (message, quote) without tabbing through the
        // breadcrumb and the profile's header: the page's first stop (issue 18 item 16).
        <a
          href="#partner-actions"
          className="sr-only rounded-md bg-primary px-4 py-2 text-sm font-semibold text-primary-foreground focus:not-sr-only focus:absolute focus:left-4 focus:top-2 focus:z-30"
        >
          {t('skipToActions')}
        </a>
      ) : null}
      <nav aria-label={t('breadcrumbLabel')} className="hidden py-3 text-sm text-muted-foreground sm:block">
        <ol className="flex items-center gap-1.5">
          <li>
            <Link to={paths.partners} className="rounded-sm hover:text-primary hover:underline">
              {t('breadcrumb')}
            </Link>
          </li>
          {data ? (
            <>
              <li aria-hidden="true">
                <ChevronRightIcon className="size-4" />
              </li>
              <li aria-current="page" className="truncate font-medium text-foreground">
                {data.companyName}
              </li>
            </>
          ) : null}
        </ol>
      </nav>
      {isPending ? (
        <>
          <p role="status" className="sr-only">
            {t('loading')}
          </p>
          <ProfileSkeleton />
        </>
      ) : isError ? (
        <div className="py-12">
          <h1 className="sr-only">{t('error.title')}</h1>
          <ErrorState
            title={t('error.title')}
            message={error.message}
            onRetry={() => void refetch()}
            retrying={isFetching}
          />
        </div>
      ) : editing && data.canEdit ? (
        <Suspense fallback={<EditorFallback />}>
          <PartnerEditor
            partner={data}
            onDone={(saved) => {
              setEditing(false);
              window.scrollTo({ top: 0 });
              if (saved) patchCached(saved);
            }}
          />
        </Suspense>
      ) : (
        <PartnerProfile
          partner={data}
          isOwner={user != null && data.userId === user.id}
          // The owner cannot ask its own company for a quote; its buttons keep leading to the quote card.
          onQuote={
            user != null && data.userId === user.id
              ? undefined
              : () =>
                  quote.open({
                    id: data.id,
                    username: data.username,
                    companyName: data.companyName,
                    services: data.services.map((s) => s.name),
                  })
          }
          onEdit={() => {
            setEditing(true);
            window.scrollTo({ top: 0 });
          }}
          posts={
            <PartnerPostsSection
              partnerId={data.id}
              partnerName={data.companyName}
              // Publishing is the partner's own act: its owner, acting as partner (the server's rule).
              canPublish={user != null && data.userId === user.id && user.userType === 'partner'}
              canDelete={user != null && (data.userId === user.id || isAdmin(user))}
            />
          }
          reviews={
            <ReviewsSection
              partnerId={data.id}
              partnerName={data.companyName}
              isOwner={user != null && data.userId === user.id}
              isAdmin={isAdmin(user ?? null)}
              // Hiding a review changes the header's average and count.
              onChanged={() =>
                void queryClient.invalidateQueries({ queryKey: partnerQueryOptions(idOrUsername).queryKey })
              }
            />
          }
          // Visitors only, once the session is known (issue 22; decision 042): signed-in people keep the
          // quote request and messages; a listing nobody reads (no account, no address) takes none.
          inquiry={
            !sessionPending && !user && data.acceptsInquiries ? (
              <InquiryForm partnerId={data.id} companyName={data.companyName} />
            ) : null
          }
          claimControl={
            data.userId === null ? <ClaimRequestButton partnerId={data.id} companyName={data.companyName} /> : null
          }
          followControl={
            user != null && data.userId === user.id ? null : (
              <FollowButton
                partnerId={data.id}
                returnTo={partnerPath(data)}
                onChange={(result) => patchCached({ followersCount: result.followersCount })}
              />
            )
          }
        />
      )}
      {quote.dialog}
    </div>
  );
}
