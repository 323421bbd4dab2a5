import type { Dashboard } from '@kwacha/shared/loans/dashboard';
import { LoanStatusChart } from './loan-status-chart';
import { PaymentTrendChart } from './payment-trend-chart';

/** The charts, in their own chunk: the dashboard loads them only when analytics are shown. */
export function AnalyticsPanel({ data }: { data: Pick<Dashboard, 'paymentTrend' | 'loansByStatus'> }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <PaymentTrendChart trend={data.paymentTrend} />
      <LoanStatusChart byStatus={data.loansByStatus} />
    </div>
  );
}
