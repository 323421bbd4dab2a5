import type { MonthFigures } from '@kwacha/shared/staff/statistics';
import { CartesianGrid, Line, LineChart, Tooltip, type TooltipContentProps, XAxis, YAxis } from 'recharts';
import { formatMonth } from '../../../../../lib/format-date';
import { formatPercent } from '../../statistics-format';
import { COLOURS, TICK, tooltipBoxClass } from './chart-style';

/** PAR30 at each month's end (now, for the current month); a gap where no loan was out yet. */
export function ParTrendChart({ months, height }: { months: MonthFigures[]; height: number }) {
  const data = months.map((m) => ({ ...m, label: formatMonth(m.month).short }));
  return (
    <LineChart
      responsive
      accessibilityLayer={false}
      style={{ width: '100%', height }}
      data={data}
      margin={{ top: 8, right: 12, bottom: 0, left: 0 }}
    >
      <CartesianGrid vertical={false} stroke={COLOURS.grid} />
      <XAxis dataKey="label" tick={TICK} tickLine={false} interval="equidistantPreserveStart" />
      <YAxis
        tick={TICK}
        tickFormatter={(value: number) => `${value}%`}
        width={44}
        tickLine={false}
        axisLine={false}
        domain={[0, 'auto']}
        allowDecimals
      />
      <Tooltip content={ParTooltip} />
      <Line
        type="monotone"
        dataKey="par30Percent"
        name="PAR30"
        stroke={COLOURS.par}
        strokeWidth={2}
        dot={{ r: 3, fill: COLOURS.par }}
        connectNulls={false}
      />
    </LineChart>
  );
}

function ParTooltip({ active, payload }: TooltipContentProps) {
  const month = payload?.[0]?.payload as MonthFigures | undefined;
  if (!active || !month) return null;
  return (
    <div className={tooltipBoxClass}>
      <p className="font-semibold text-slate-900">{formatMonth(month.month).long}</p>
      <p style={{ color: COLOURS.par }}>PAR30 {formatPercent(month.par30Percent)}</p>
    </div>
  );
}
