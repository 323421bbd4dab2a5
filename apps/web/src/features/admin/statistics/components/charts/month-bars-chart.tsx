import type { MonthFigures } from '@kwacha/shared/staff/statistics';
import { useNavigate } from 'react-router';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Tooltip,
  type TooltipContentProps,
  XAxis,
  YAxis,
} from 'recharts';
import { formatMonth } from '../../../../../lib/format-date';
import { collectedHref, type DayRange, disbursedHref, monthDays } from '../../drill-down-links';
import { countOf, formatAmount, formatAxisKwacha } from '../../statistics-format';
import { COLOURS, TICK, tooltipBoxClass } from './chart-style';

export interface MonthBarsChartProps {
  months: MonthFigures[];
  period: DayRange;
  product: string | null;
  height: number;
}

/**
 * Principal disbursed and repayments collected, a pair of bars per month; the tooltip adds the counts.
 * A click on a bar opens the loans behind it (keyboard users have the month table's links).
 */
export function MonthBarsChart({ months, period, product, height }: MonthBarsChartProps) {
  const navigate = useNavigate();
  const data = months.map((m) => ({ ...m, label: formatMonth(m.month).short }));
  const open = (href: (days: DayRange, product: string | null) => string) => (_: unknown, index: number) => {
    const month = months[index];
    if (month) void navigate(href(monthDays(month.month, period), product));
  };
  return (
    <BarChart
      responsive
      accessibilityLayer={false}
      style={{ width: '100%', height }}
      data={data}
      margin={{ top: 8, right: 4, bottom: 0, left: 0 }}
    >
      <CartesianGrid vertical={false} stroke={COLOURS.grid} />
      <XAxis dataKey="label" tick={TICK} tickLine={false} interval="equidistantPreserveStart" />
      <YAxis tick={TICK} tickFormatter={formatAxisKwacha} width={52} tickLine={false} axisLine={false} />
      <Tooltip content={MonthTooltip} cursor={{ fill: '#f1f5f9' }} />
      <Legend wrapperStyle={{ fontSize: 12 }} iconType="square" itemSorter={null} />
      <Bar
        dataKey="disbursedAmount"
        name="Disbursed"
        fill={COLOURS.disbursed}
        radius={[3, 3, 0, 0]}
        cursor="pointer"
        onClick={open(disbursedHref)}
      />
      <Bar
        dataKey="collectedAmount"
        name="Collected"
        fill={COLOURS.collected}
        radius={[3, 3, 0, 0]}
        cursor="pointer"
        onClick={open(collectedHref)}
      />
    </BarChart>
  );
}

function MonthTooltip({ active, payload }: TooltipContentProps) {
  const month = payload?.[0]?.payload as MonthFigures | undefined;
  if (!active || !month) return null;
  return (
    <div className={tooltipBoxClass}>
      <p className="font-semibold text-slate-900">{formatMonth(month.month).long}</p>
      <p style={{ color: COLOURS.disbursed }}>
        Disbursed {formatAmount(month.disbursedAmount)} ({countOf(month.disbursedCount, 'loan', 'loans')})
      </p>
      <p style={{ color: COLOURS.collected }}>
        Collected {formatAmount(month.collectedAmount)} (
        {countOf(month.collectedCount, 'payment', 'payments')})
      </p>
    </div>
  );
}
