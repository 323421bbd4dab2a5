import type { LoanStatus } from '@kwacha/shared/loans/loan-status';
import { useNavigate } from 'react-router';
import { Bar, BarChart, LabelList, XAxis, YAxis } from 'recharts';
import { LOAN_STATUS_LABELS } from '../../../../../lib/loans/loan-format';
import { statusHref } from '../../drill-down-links';
import { COLOURS, TICK } from './chart-style';

export interface StatusMixChartProps {
  byStatus: { status: LoanStatus; count: number }[];
  product: string | null;
  height: number;
}

/** Applications in each status now, largest first, as horizontal bars labelled with their counts. */
export function StatusMixChart({ byStatus, product, height }: StatusMixChartProps) {
  const navigate = useNavigate();
  const data = byStatus.map((s) => ({ ...s, label: LOAN_STATUS_LABELS[s.status] }));
  return (
    <BarChart
      responsive
      accessibilityLayer={false}
      layout="vertical"
      style={{ width: '100%', height }}
      data={data}
      margin={{ top: 0, right: 40, bottom: 0, left: 0 }}
    >
      <XAxis type="number" hide allowDecimals={false} />
      <YAxis type="category" dataKey="label" tick={TICK} width={136} tickLine={false} axisLine={false} />
      <Bar
        dataKey="count"
        name="Applications"
        fill={COLOURS.status}
        radius={[0, 3, 3, 0]}
        barSize={20}
        cursor="pointer"
        onClick={(_, index) => {
          const entry = byStatus[index];
          if (entry) void navigate(statusHref(entry.status, product));
        }}
      >
        <LabelList dataKey="count" position="right" style={{ fontSize: 12, fill: COLOURS.axis }} />
      </Bar>
    </BarChart>
  );
}
