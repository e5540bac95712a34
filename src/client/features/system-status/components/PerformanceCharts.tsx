/**
 * Performance over the last 24 h (spec §2 System status (admin), "performance charts"): CPU and memory
 * percent, API and database response times in ms, from the per-minute samples. Each chart has a text
 * summary of the latest sample for screen readers (the SVG is hidden from them).
 */
import type { SystemStatus } from '@shared/contracts/system-status';
import { useTranslation } from 'react-i18next';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { Language } from '@shared/constants';
import { CHART_PALETTE } from '@/lib/chart-palette';
import { formatDateTime, intlLocale } from '@/lib/format';

type Point = SystemStatus['performanceData'][number];

function Chart({
  title,
  data,
  lines,
  lang,
}: {
  title: string;
  data: Point[];
  lines: { key: keyof Point; name: string; color: string }[];
  lang: Language;
}) {
  const time = new Intl.DateTimeFormat(intlLocale(lang), { hour: '2-digit', minute: '2-digit' });
  return (
    <figure className="flex flex-col gap-3 rounded-lg border bg-card p-4 sm:p-6">
      <figcaption className="font-semibold text-foreground">{title}</figcaption>
      <div className="h-56 w-full" aria-hidden="true" data-testid="performance-chart">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart accessibilityLayer={false} data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="var(--border)" />
            <XAxis
              dataKey="timestamp"
              tickFormatter={(v: string) => time.format(new Date(v))}
              tick={{ fontSize: 11 }}
              minTickGap={24}
            />
            <YAxis tick={{ fontSize: 11 }} />
            <Tooltip labelFormatter={(v: unknown) => (typeof v === 'string' ? formatDateTime(v, lang) : '')} />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            {lines.map((l) => (
              <Line
                key={l.key}
                type="monotone"
                dataKey={l.key}
                name={l.name}
                stroke={l.color}
                strokeWidth={2}
                dot={data.length < 3}
                isAnimationActive={false}
              />
            ))}
          </LineChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}

export function PerformanceCharts({ data, lang }: { data: Point[]; lang: Language }) {
  const { t } = useTranslation('systemStatus');
  const last = data.at(-1);
  if (!last)
    return <p className="rounded-lg border bg-card p-6 text-sm text-muted-foreground">{t('status.noSamples')}</p>;
  return (
    <div className="flex flex-col gap-3">
      <p className="sr-only">
        {t('status.chart.summary', {
          count: data.length,
          time: formatDateTime(last.timestamp, lang),
          cpu: last.cpu,
          memory: last.memory,
          response: last.response,
          database: last.database,
        })}
      </p>
      <div className="grid gap-4 lg:grid-cols-2">
        <Chart
          title={t('status.chart.usage')}
          data={data}
          lang={lang}
          lines={[
            { key: 'cpu', name: t('status.chart.cpu'), color: CHART_PALETTE[0] },
            { key: 'memory', name: t('status.chart.memory'), color: CHART_PALETTE[1] },
          ]}
        />
        <Chart
          title={t('status.chart.times')}
          data={data}
          lang={lang}
          lines={[
            { key: 'response', name: t('status.chart.response'), color: CHART_PALETTE[2] },
            { key: 'database', name: t('status.chart.database'), color: CHART_PALETTE[3] },
          ]}
        />
      </div>
    </div>
  );
}
