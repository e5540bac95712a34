import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ViewsByDay } from '@shared/contracts/partner-stats';

interface ViewsChartProps {
  data: ViewsByDay[];
  /** Short day label for the axis and tooltip (already localised). */
  formatDay: (day: string) => string;
  viewsLabel: string;
}

/**
 * The 30-day profile-views bar chart. Its own chunk (recharts is large): the card imports it lazily,
 * so the home page never loads it. Hidden from screen readers; the card gives them a summary and a table.
 */
export default function ViewsChart({ data, formatDay, viewsLabel }: ViewsChartProps) {
  return (
    <div className="h-56 w-full" aria-hidden="true" data-testid="views-chart">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }} accessibilityLayer={false}>
          <CartesianGrid vertical={false} stroke="var(--color-border)" />
          <XAxis
            dataKey="day"
            tickFormatter={formatDay}
            tickLine={false}
            axisLine={false}
            interval="preserveStartEnd"
            minTickGap={24}
            fontSize={12}
            stroke="var(--color-muted-foreground)"
          />
          <YAxis
            allowDecimals={false}
            tickLine={false}
            axisLine={false}
            fontSize={12}
            width={40}
            stroke="var(--color-muted-foreground)"
          />
          <Tooltip
            cursor={{ fill: 'var(--color-primary-soft)' }}
            labelFormatter={(day) => (typeof day === 'string' ? formatDay(day) : '')}
            formatter={(value) => [String(value), viewsLabel]}
            contentStyle={{
              borderRadius: 8,
              border: '1px solid var(--color-border)',
              background: 'var(--color-popover)',
              color: 'var(--color-popover-foreground)',
              fontSize: 13,
            }}
          />
          <Bar dataKey="views" fill="var(--color-primary)" radius={[3, 3, 0, 0]} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
