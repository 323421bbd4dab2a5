import type { Dashboard } from '@kwacha/shared/loans/dashboard';
import type { ReactNode } from 'react';
import { useFormatMessage } from '../../../lib/i18n/use-format-message';
import { formatAmount, formatDisplayDate } from '../../../lib/loans/loan-format';
import { dashboardMessages as messages } from '../dashboard.messages';

function Tile({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-2xl bg-white p-5 shadow-sm">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-2 text-2xl font-bold text-slate-900">{children}</dd>
    </div>
  );
}

/** docs/product.md §2, Dashboard: the four tiles. */
export function StatTiles({ data }: { data: Dashboard }) {
  const format = useFormatMessage();
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <Tile label={format(messages.activeLoans)}>{data.activeLoans}</Tile>
      <Tile label={format(messages.pendingApplications)}>{data.pendingApplications}</Tile>
      <Tile label={format(messages.totalAppliedAmount)}>{formatAmount(data.totalAppliedAmount)}</Tile>
      <Tile label={format(messages.nextPayment)}>
        {data.nextPayment ? (
          <>
            {formatAmount(data.nextPayment.amount)}
            <span className="mt-1 block text-sm font-medium text-slate-700">
              {format(messages.due, { date: formatDisplayDate(data.nextPayment.dueDate) })}
            </span>
          </>
        ) : (
          format(messages.notAvailable)
        )}
      </Tile>
    </dl>
  );
}
