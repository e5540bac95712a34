import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { ViewsByDay } from '@shared/contracts/partner-stats';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { intlLocale, formatNumber } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';

const ViewsChart = lazy(() => import('./ViewsChart'));

/**
 * The 30-day profile-views chart in a card. Accessible without the picture: a one-line summary (total,
 * busiest day) and a visually hidden table of every day.
 */
export function ViewsChartCard({ data }: { data: ViewsByDay[] }) {
  const { t } = useTranslation('partnerStats');
  const lang = useLanguage();
  const dayFormat = new Intl.DateTimeFormat(intlLocale(lang), { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const formatDay = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));
  const total = data.reduce((sum, d) => sum + d.views, 0);
  const best = data.reduce<ViewsByDay | undefined>((top, d) => (!top || d.views > top.views ? d : top), undefined);
  const summary =
    total > 0 && best
      ? t('dashboard.chart.summary', {
          total: formatNumber(total, lang),
          bestDay: formatDay(best.day),
          bestViews: formatNumber(best.views, lang),
        })
      : t('dashboard.chart.summaryEmpty');

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('dashboard.chart.title')}</CardTitle>
        <p className="text-sm text-muted-foreground" data-testid="views-summary">
          {summary}
        </p>
      </CardHeader>
      <CardContent>
        <Suspense
          fallback={
            <div role="status" className="h-56">
              <span className="sr-only">{t('dashboard.chart.loading')}</span>
              <Skeleton className="h-full w-full" />
            </div>
          }
        >
          <ViewsChart data={data} formatDay={formatDay} viewsLabel={t('dashboard.chart.views')} />
        </Suspense>
        <table className="sr-only">
          <caption>{t('dashboard.chart.tableCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('dashboard.chart.day')}</th>
              <th scope="col">{t('dashboard.chart.views')}</th>
            </tr>
          </thead>
          <tbody>
            {data.map((d) => (
              <tr key={d.day}>
                <td>{formatDay(d.day)}</td>
                <td>{d.views}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </CardContent>
    </Card>
  );
}
