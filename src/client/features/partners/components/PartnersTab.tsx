import { ExternalLinkIcon, SearchIcon, UsersIcon } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { CompanyLogo } from '@/components/CompanyLogo';
import { ErrorState } from '@/components/ErrorState';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { isApiError } from '@/lib/api';
import { formatDate } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';
import { useAdminPartners } from '../api/list-admin-partners';
import { useUpdateAdminPartner } from '../api/update-admin-partner';
import { messageKey } from '@/lib/i18n';
import { pageUrl } from '@shared/pages';
import type { AdminPartner } from '@shared/contracts/partner-applications';
import { CLAIM_STATUSES, type ClaimStatus } from '@shared/contracts/partner-claims';
import { VerifiedBadge } from './VerifiedBadge';

const PAGE = 20;

/**
 * Every partner (passive and unapproved ones included): search, the claim-status filter (issue 21:
 * with or without an account), the active/passive switch (a passive partner leaves the catalogue at
 * once), the link to the partner inspection page, paging. The page composes the listing actions
 * (`toolbar`) and each row's claim status (`claimStatus`) from the partner-claims feature.
 */
export function PartnersTab({
  categoryName,
  toolbar,
  claimStatus,
}: {
  categoryName: (slug: string) => string;
  toolbar?: ReactNode;
  claimStatus?: (partner: AdminPartner) => ReactNode;
}) {
  const { t } = useTranslation('partners');
  const lang = useLanguage();
  const searchId = useId();
  const claimId = useId();
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const [claim, setClaim] = useState<ClaimStatus | 'all'>('all');
  const [offset, setOffset] = useState(0);
  const partners = useAdminPartners({
    q: q || undefined,
    claim: claim === 'all' ? undefined : claim,
    limit: PAGE,
    offset,
  });
  const update = useUpdateAdminPartner();

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setOffset(0);
    setQ(draft.trim());
  };

  const toggle = (id: number, company: string, isActive: boolean) =>
    update.mutate(
      { id, isActive },
      {
        onSuccess: () =>
          toast.success(
            t('partners.updated', { company, state: t(isActive ? 'partners.active' : 'partners.passive') }),
          ),
        onError: (error) =>
          toast.error(t(messageKey('quotes.statusUpdateFailed')), {
            description: isApiError(error) ? error.message : undefined,
          }),
      },
    );

  const data = partners.data;
  return (
    <div className="flex flex-col gap-4">
      {toolbar}
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <form role="search" onSubmit={onSearch} className="flex flex-1 gap-2">
          <label htmlFor={searchId} className="sr-only">
            {t('partners.searchLabel')}
          </label>
          <Input
            id={searchId}
            type="search"
            value={draft}
            placeholder={t('partners.searchPlaceholder')}
            onChange={(event) => setDraft(event.target.value)}
            className="max-w-md"
          />
          <Button type="submit" variant="outline">
            <SearchIcon aria-hidden="true" />
            {t('partners.search')}
          </Button>
        </form>
        <label htmlFor={claimId} className="sr-only">
          {t('partners.claimFilter')}
        </label>
        <Select
          value={claim}
          onValueChange={(value) => {
            setOffset(0);
            setClaim(value as ClaimStatus | 'all');
          }}
        >
          <SelectTrigger id={claimId} className="sm:w-56" data-testid="claim-filter">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {(['all', ...CLAIM_STATUSES] as const).map((value) => (
              <SelectItem key={value} value={value}>
                {t(`partners.claimOptions.${value}`)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      {partners.isPending ? (
        <div className="flex flex-col gap-2" aria-busy="true">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} className="h-16 w-full" />
          ))}
        </div>
      ) : partners.isError ? (
        <ErrorState
          title={t('partners.loadError')}
          onRetry={() => void partners.refetch()}
          retrying={partners.isFetching}
        />
      ) : data && data.items.length === 0 ? (
        <EmptyState icon={UsersIcon} title={t('partners.emptyTitle')} text={t('partners.emptyText')} headingLevel={3} />
      ) : data ? (
        <>
          <ul className="flex flex-col divide-y rounded-lg border bg-card" data-testid="admin-partner-list">
            {data.items.map((p) => {
              const switchId = `partner-active-${p.id}`;
              return (
                <li
                  key={p.id}
                  className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center"
                  data-testid="admin-partner-row"
                >
                  <div className="flex min-w-0 flex-1 items-center gap-3">
                    <CompanyLogo name={p.companyName} logo={p.logo} size={40} />
                    <div className="min-w-0">
                      <p className="truncate font-semibold">{p.companyName}</p>
                      <p className="truncate text-sm text-muted-foreground">
                        @{p.username} · {categoryName(p.serviceCategory)} · {formatDate(p.createdAt, lang)}
                      </p>
                    </div>
                  </div>
                  <div className="flex flex-wrap items-center gap-3">
                    {p.verifiedUntil ? <VerifiedBadge until={p.verifiedUntil} /> : null}
                    {claimStatus?.(p)}
                    {p.isApproved ? null : <Badge variant="warning">{t('partners.unapproved')}</Badge>}
                    <div className="flex items-center gap-2">
                      <Switch
                        id={switchId}
                        checked={p.isActive}
                        disabled={update.isPending && update.variables?.id === p.id}
                        onCheckedChange={(checked) => toggle(p.id, p.companyName, checked)}
                        aria-label={t('partners.toggle', { company: p.companyName })}
                      />
                      <span className="w-12 text-sm" aria-hidden="true">
                        {t(p.isActive ? 'partners.active' : 'partners.passive')}
                      </span>
                    </div>
                    <Button asChild variant="outline" size="sm">
                      <Link
                        to={pageUrl('partnerInspection', { params: { partnerId: p.id } })}
                        aria-label={t('partners.inspectLabel', { company: p.companyName })}
                      >
                        <ExternalLinkIcon aria-hidden="true" />
                        {t('partners.inspect')}
                      </Link>
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
          <div className="flex items-center justify-between gap-3 text-sm text-muted-foreground">
            <span>
              {t('partners.pageInfo', {
                from: data.total === 0 ? 0 : offset + 1,
                to: Math.min(offset + PAGE, data.total),
                total: data.total,
              })}
            </span>
            <div className="flex gap-2">
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={offset === 0}
                onClick={() => setOffset(Math.max(0, offset - PAGE))}
              >
                {t('partners.previous')}
              </Button>
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={offset + PAGE >= data.total}
                onClick={() => setOffset(offset + PAGE)}
              >
                {t('partners.next')}
              </Button>
            </div>
          </div>
        </>
      ) : null}
    </div>
  );
}
