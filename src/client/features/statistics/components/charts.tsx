/**
 * Pie and bar charts of the admin pages (recharts, loaded only in these page chunks). Every chart is a
 * `<figure>` with a caption and a table of its data for screen readers (the SVG is hidden from them),
 * so the figures are readable without seeing the chart.
 */
import { useTranslation } from 'react-i18next';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { CHART_PALETTE } from '@/lib/chart-palette';

export interface Datum {
  name: string;
  value: number;
}

/** The data of a chart as a table, visually hidden. */
export function ChartTable({ data, caption }: { data: Datum[]; caption: string }) {
  const { t } = useTranslation('systemStatus');
  return (
    <table className="sr-only">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('common.name')}</th>
          <th scope="col">{t('common.count')}</th>
        </tr>
      </thead>
      <tbody>
        {data.map((d) => (
          <tr key={d.name}>
            <th scope="row">{d.name}</th>
            <td>{d.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function ChartFrame({ title, data, children }: { title: string; data: Datum[]; children: React.ReactNode }) {
  const { t } = useTranslation('systemStatus');
  return (
    <figure className="flex flex-col gap-3 rounded-lg border bg-card p-4 sm:p-6">
      <figcaption className="font-semibold text-foreground">{title}</figcaption>
      {data.length === 0 ? (
        <p className="py-10 text-center text-sm text-muted-foreground">{t('common.noData')}</p>
      ) : (
        <>
          <div className="h-64 w-full" aria-hidden="true">
            {children}
          </div>
          <ChartTable data={data} caption={title} />
        </>
      )}
    </figure>
  );
}

/** A pie chart with a legend list of name, colour and value. */
export function DistributionPie({ title, data }: { title: string; data: Datum[] }) {
  return (
    <ChartFrame title={title} data={data}>
      <div className="flex h-full flex-col gap-3 sm:flex-row sm:items-center">
        <div className="h-44 min-w-0 flex-1 sm:h-full">
          <ResponsiveContainer width="100%" height="100%">
            <PieChart accessibilityLayer={false}>
              <Pie
                rootTabIndex={-1}
                data={data}
                dataKey="value"
                nameKey="name"
                innerRadius="45%"
                outerRadius="80%"
                isAnimationActive={false}
              >
                {data.map((d, i) => (
                  <Cell key={d.name} fill={CHART_PALETTE[i % CHART_PALETTE.length]} />
                ))}
              </Pie>
              <Tooltip />
            </PieChart>
          </ResponsiveContainer>
        </div>
        <ul className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-1">
          {data.map((d, i) => (
            <li key={d.name} className="flex items-center gap-2">
              <span
                className="size-3 shrink-0 rounded-sm"
                style={{ background: CHART_PALETTE[i % CHART_PALETTE.length] }}
              />
              <span className="truncate text-muted-foreground">{d.name}</span>
              <span className="ml-auto font-medium tabular-nums text-foreground">{d.value}</span>
            </li>
          ))}
        </ul>
      </div>
    </ChartFrame>
  );
}

/** A vertical bar chart. */
export function DistributionBar({ title, data }: { title: string; data: Datum[] }) {
  return (
    <ChartFrame title={title} data={data}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart accessibilityLayer={false} data={data} margin={{ top: 8, right: 8, bottom: 8, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="var(--border)" />
          <XAxis dataKey="name" tick={{ fontSize: 11 }} interval={0} angle={-25} textAnchor="end" height={60} />
          <YAxis allowDecimals={false} tick={{ fontSize: 11 }} />
          <Tooltip />
          <Bar dataKey="value" isAnimationActive={false}>
            {data.map((d, i) => (
              <Cell key={d.name} fill={CHART_PALETTE[i % CHART_PALETTE.length]} />
            ))}
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </ChartFrame>
  );
}
