import { DatabaseIcon, FilesIcon, GlobeIcon, LockIcon, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AdminFileStats } from '@shared/contracts/admin-files';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatNumber } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';
import { CATEGORY_ICONS, formatBytes } from '../lib/format';

function StatCard({
  icon: Icon,
  label,
  value,
  testId,
}: {
  icon: LucideIcon;
  label: string;
  value: string;
  testId: string;
}) {
  return (
    <Card className="flex items-center gap-3 p-4" data-testid={testId}>
      {/* The icon gives way on phones, where two cards share 390 px. */}
      <span className="hidden size-10 shrink-0 sm:flex items-center justify-center rounded-md bg-primary-soft text-primary">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0">
        <p className="text-sm text-muted-foreground">{label}</p>
        <p className="text-xl font-semibold tabular-nums">{value}</p>
      </div>
    </Card>
  );
}

/**
 * The totals over all files (spec §2 File management "stats"): count, size, public, private, and
 * count and size per category. Skeletons while the first page loads.
 */
export function FileStats({ stats }: { stats: AdminFileStats | undefined }) {
  const { t } = useTranslation('adminFiles');
  const lang = useLanguage();
  if (!stats) {
    return (
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="file-stats-loading">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-[74px]" />
        ))}
      </div>
    );
  }
  return (
    <section aria-label={t('stats.label')} className="flex flex-col gap-3" data-testid="file-stats">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard
          icon={FilesIcon}
          label={t('stats.totalFiles')}
          value={formatNumber(stats.totalFiles, lang)}
          testId="stat-total"
        />
        <StatCard
          icon={DatabaseIcon}
          label={t('stats.totalSize')}
          value={formatBytes(stats.totalSize, lang)}
          testId="stat-size"
        />
        <StatCard
          icon={GlobeIcon}
          label={t('stats.publicFiles')}
          value={formatNumber(stats.publicFiles, lang)}
          testId="stat-public"
        />
        <StatCard
          icon={LockIcon}
          label={t('stats.privateFiles')}
          value={formatNumber(stats.privateFiles, lang)}
          testId="stat-private"
        />
      </div>
      <Card className="p-4">
        <h2 className="text-sm font-semibold">{t('stats.byCategory')}</h2>
        {stats.byCategory.length === 0 ? (
          <p className="mt-2 text-sm text-muted-foreground">{t('stats.none')}</p>
        ) : (
          <ul className="mt-3 flex flex-wrap gap-2" data-testid="stat-categories">
            {stats.byCategory.map((c) => {
              const Icon = CATEGORY_ICONS[c.category];
              return (
                <li key={c.category} className="flex items-center gap-2 rounded-md border bg-surface px-3 py-2 text-sm">
                  <Icon className="size-4 text-primary" aria-hidden="true" />
                  <span className="font-medium">{t(`categories.${c.category}`)}</span>
                  <span className="text-muted-foreground">
                    {t('stats.categoryLine', { count: c.count, size: formatBytes(c.size, lang) })}
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </Card>
    </section>
  );
}
