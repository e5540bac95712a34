import { DownloadIcon, MailCheckIcon, MailIcon, MailXIcon, SearchIcon, UsersIcon, type LucideIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmailSubscriber, EmailSubscribersResponse, SubscriberState } from '@shared/contracts/marketing';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { QueryState } from '@/components/ui/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { formatDateTime, formatNumber } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';
import { SUBSCRIBERS_CSV_URL, useEmailSubscribers } from '../api/marketing-api';

const TABS: readonly SubscriberState[] = ['active', 'pending', 'cancelled'];

/** One figure card (total, active, pending, cancelled). */
export function CountCard({ icon: Icon, label, value }: { icon: LucideIcon; label: string; value: string }) {
  return (
    <Card>
      <CardContent className="flex items-center gap-4 p-5">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <p className="text-sm text-muted-foreground">{label}</p>
          <p className="text-2xl font-bold tabular-nums" data-testid="count-value">
            {value}
          </p>
        </div>
      </CardContent>
    </Card>
  );
}

function SubscriberList({ rows, state }: { rows: EmailSubscriber[]; state: SubscriberState }) {
  const { t } = useTranslation('marketing');
  const lang = useLanguage();
  const date = (v: string | null) => (v ? formatDateTime(v, lang) : '—');
  if (rows.length === 0) {
    return <p className="py-10 text-center text-muted-foreground">{t(`subscribers.empty.${state}`)}</p>;
  }
  return (
    <>
      {/* Phones: one card per subscriber. */}
      <ul className="flex flex-col gap-3 sm:hidden" aria-label={t(`subscribers.tabs.${state}`)}>
        {rows.map((s) => (
          <li key={s.id} className="rounded-lg border bg-card p-4" data-testid="subscriber-card">
            <p className="break-all font-medium">{s.email}</p>
            <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
              <dt className="text-muted-foreground">{t('subscribers.columns.subscribedAt')}</dt>
              <dd>{date(s.subscribedAt)}</dd>
              <dt className="text-muted-foreground">{t('subscribers.columns.unsubscribedAt')}</dt>
              <dd>{date(s.unsubscribedAt)}</dd>
              <dt className="text-muted-foreground">{t('subscribers.columns.source')}</dt>
              <dd>
                {t(`sources.newsletter_${s.source}`)} · {s.language.toUpperCase()}
              </dd>
            </dl>
          </li>
        ))}
      </ul>
      <div className="hidden sm:block">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>{t('subscribers.columns.email')}</TableHead>
              <TableHead>{t('subscribers.columns.status')}</TableHead>
              <TableHead>{t('subscribers.columns.subscribedAt')}</TableHead>
              <TableHead>{t('subscribers.columns.unsubscribedAt')}</TableHead>
              <TableHead>{t('subscribers.columns.source')}</TableHead>
              <TableHead>{t('subscribers.columns.language')}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((s) => (
              <TableRow key={s.id} data-testid="subscriber-row">
                <TableCell className="font-medium break-all">{s.email}</TableCell>
                <TableCell>
                  <Badge variant={state === 'active' ? 'success' : state === 'pending' ? 'warning' : 'secondary'}>
                    {t(`subscribers.status.${state}`)}
                  </Badge>
                </TableCell>
                <TableCell className="whitespace-nowrap">{date(s.subscribedAt)}</TableCell>
                <TableCell className="whitespace-nowrap">{date(s.unsubscribedAt)}</TableCell>
                <TableCell>{t(`sources.newsletter_${s.source}`)}</TableCell>
                <TableCell>{s.language.toUpperCase()}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </>
  );
}

function Loading() {
  return (
    <div role="status" className="flex flex-col gap-4">
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-24" />
        ))}
      </div>
      <Skeleton className="h-64" />
    </div>
  );
}

/**
 * The subscribers screen (spec §2 Email subscribers): counts, the active / pending / cancelled lists
 * (a table; cards on phones) with a search over addresses, and 'CSV indir'. Pending addresses (double
 * opt-in not confirmed) have their own tab: they receive nothing yet.
 */
export function SubscribersView() {
  const query = useEmailSubscribers();
  return (
    <QueryState<EmailSubscribersResponse> query={query} isEmpty={() => false} loading={<Loading />}>
      {(data) => <Loaded data={data} />}
    </QueryState>
  );
}

function Loaded({ data }: { data: EmailSubscribersResponse }) {
  const { t } = useTranslation('marketing');
  const lang = useLanguage();
  const [tab, setTab] = useState<SubscriberState>('active');
  const [search, setSearch] = useState('');
  const needle = search.trim().toLowerCase();
  const filtered = useMemo(
    () =>
      Object.fromEntries(
        TABS.map((s) => [s, needle ? data[s].filter((r) => r.email.includes(needle)) : data[s]]),
      ) as Record<SubscriberState, EmailSubscriber[]>,
    [data, needle],
  );
  return (
    <div className="flex flex-col gap-6">
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <CountCard
          icon={UsersIcon}
          label={t('subscribers.counts.total')}
          value={formatNumber(data.counts.total, lang)}
        />
        <CountCard
          icon={MailCheckIcon}
          label={t('subscribers.counts.active')}
          value={formatNumber(data.counts.active, lang)}
        />
        <CountCard
          icon={MailIcon}
          label={t('subscribers.counts.pending')}
          value={formatNumber(data.counts.pending, lang)}
        />
        <CountCard
          icon={MailXIcon}
          label={t('subscribers.counts.cancelled')}
          value={formatNumber(data.counts.cancelled, lang)}
        />
      </div>
      <Card>
        <CardContent className="flex flex-col gap-4 p-4 sm:p-6">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <div className="relative sm:w-80">
              <SearchIcon
                className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
                aria-hidden="true"
              />
              <Input
                type="search"
                value={search}
                onChange={(e) => setSearch(e.target.value)}
                placeholder={t('subscribers.search')}
                aria-label={t('subscribers.search')}
                className="pl-9"
              />
            </div>
            <Button asChild variant="outline">
              <a href={SUBSCRIBERS_CSV_URL} download data-testid="csv-download">
                <DownloadIcon aria-hidden="true" />
                {t('subscribers.csv')}
              </a>
            </Button>
          </div>
          <Tabs value={tab} onValueChange={(v) => setTab(v as SubscriberState)}>
            <TabsList className="h-auto w-full flex-wrap justify-start sm:w-auto">
              {TABS.map((s) => (
                <TabsTrigger key={s} value={s}>
                  {t(`subscribers.tabs.${s}`)} ({formatNumber(filtered[s].length, lang)})
                </TabsTrigger>
              ))}
            </TabsList>
            {TABS.map((s) => (
              <TabsContent key={s} value={s} className="mt-4">
                <SubscriberList rows={filtered[s]} state={s} />
              </TabsContent>
            ))}
          </Tabs>
        </CardContent>
      </Card>
    </div>
  );
}
