import { HistoryIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '@shared/contracts/admin-users';
import { ErrorState } from '@/components/ErrorState';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';
import { useAuditList } from '../api/admin-users';

const PAGE = 20;

/** The details of an entry as a short text: the type granted, the partner linked, a status change… */
function useDetailText() {
  const { t } = useTranslation('adminUsers');
  const { t: ta } = useTranslation('users');
  return (entry: AuditEntry): string => {
    const d = entry.details;
    const parts: string[] = [];
    if (typeof d.userType === 'string') parts.push(ta(`types.${d.userType}.label`, { defaultValue: d.userType }));
    if (typeof d.companyName === 'string') parts.push(d.companyName);
    if (typeof d.email === 'string') parts.push(d.email);
    // Templates name their type and language; files, services and campaigns their name.
    if (typeof d.type === 'string') parts.push(d.type);
    if (typeof d.language === 'string') parts.push(d.language.toUpperCase());
    if (typeof d.name === 'string') parts.push(d.name);
    const after = d.after as { name?: unknown } | undefined;
    if (typeof after?.name === 'string') parts.push(after.name);
    if (typeof d.recipients === 'number') parts.push(t('audit.recipients', { count: d.recipients }));
    if (typeof d.from === 'string' && typeof d.to === 'string') parts.push(`${d.from} → ${d.to}`);
    if (Array.isArray(d.userTypes))
      parts.push((d.userTypes as string[]).map((u) => ta(`types.${u}.label`, { defaultValue: u })).join(', '));
    return parts.join(' · ') || t('audit.noDetails');
  };
}

/**
 * 'Değişiklik Geçmişi' (GET /api/admin/audit): every admin change, newest first, with who made it,
 * what changed and when.
 */
export function AuditList() {
  const { t } = useTranslation('adminUsers');
  const lang = useLanguage();
  const [page, setPage] = useState(1);
  const audit = useAuditList({ page, limit: PAGE });
  const detail = useDetailText();

  if (audit.isPending)
    return (
      <div className="flex flex-col gap-2" aria-busy="true">
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} className="h-16 w-full" />
        ))}
      </div>
    );
  if (audit.isError)
    return <ErrorState title={t('audit.loadError')} onRetry={() => void audit.refetch()} retrying={audit.isFetching} />;
  if (audit.data.entries.length === 0)
    return <EmptyState icon={HistoryIcon} title={t('audit.emptyTitle')} text={t('audit.emptyText')} headingLevel={3} />;

  return (
    <div className="flex flex-col gap-4">
      <ol className="flex flex-col divide-y rounded-lg border bg-card" data-testid="audit-list">
        {audit.data.entries.map((e) => (
          <li
            key={e.id}
            className="flex flex-col gap-1 p-4 sm:flex-row sm:items-start sm:gap-4"
            data-testid="audit-row"
          >
            <time dateTime={e.createdAt} className="shrink-0 text-sm text-muted-foreground sm:w-40">
              {formatDateTime(e.createdAt, lang)}
            </time>
            <div className="min-w-0 flex-1">
              <p className="font-medium">{t(`audit.actions.${e.action}`, { defaultValue: e.action })}</p>
              <p className="truncate text-sm text-muted-foreground">
                {e.targetLabel ??
                  `${t(`audit.targets.${e.targetType}`, { defaultValue: e.targetType })} #${e.targetId ?? '—'}`}
                {' · '}
                {detail(e)}
              </p>
            </div>
            <p className="text-sm sm:text-right">
              <span className="text-muted-foreground">{t('audit.by')} </span>
              {e.actor ? `${e.actor.name} (${e.actor.email})` : t('audit.removedActor')}
            </p>
          </li>
        ))}
      </ol>
      <div className="flex items-center justify-between gap-3 text-sm text-muted-foreground">
        <span>{t('pageInfo', { page, total: audit.data.total })}</span>
        <div className="flex gap-2">
          <Button variant="outline" size="sm" disabled={page === 1} onClick={() => setPage(page - 1)}>
            {t('previous')}
          </Button>
          <Button variant="outline" size="sm" disabled={!audit.data.hasMore} onClick={() => setPage(page + 1)}>
            {t('next')}
          </Button>
        </div>
      </div>
    </div>
  );
}
