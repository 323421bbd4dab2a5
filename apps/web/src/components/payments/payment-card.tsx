import type { PaymentView } from '@kwacha/shared/payments/payment-view';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '../../lib/format-date';
import { useFormatMessage } from '../../lib/i18n/use-format-message';
import { useT } from '../../lib/i18n/use-t';
import { formatAmount } from '../../lib/loans/loan-format';
import { shortLoanId } from '../../lib/payments/payment-format';
import { FailureReason } from './failure-reason';
import { PaidFrom } from './paid-from';
import { PaymentStatusBadge } from './payment-status-badge';
import { paymentCardMessages as messages, paymentStatusMessages } from './payments.messages';
import { SimulatedBadge } from './simulated-badge';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="break-words text-slate-900 sm:col-span-2">{children}</dd>
    </div>
  );
}

/**
 * One payment as a card: the phone layout of the history page and the Payment History section of loan
 * details. `showLoan` adds the loan it paid, where payments of several loans are listed together;
 * `action` goes below the details (the receipt's download).
 */
export function PaymentCard({
  payment,
  showLoan = false,
  action,
}: {
  payment: PaymentView;
  showLoan?: boolean;
  action?: ReactNode;
}) {
  const t = useT();
  const format = useFormatMessage();
  const amount = formatAmount(payment.amount);
  return (
    <article
      aria-label={format(messages.label, { status: t(paymentStatusMessages[payment.status]), amount })}
      className="rounded-xl border border-slate-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-lg font-semibold text-slate-900">{amount}</span>
        <span className="flex flex-wrap gap-2">
          <PaymentStatusBadge status={payment.status} />
          <SimulatedBadge simulated={payment.simulated} />
        </span>
      </div>
      <dl className="mt-2 space-y-2">
        <Row label={t(messages.date)}>{formatDateTime(payment.timestamp)}</Row>
        {payment.settledAt ? (
          <Row label={t(messages.settled)}>{formatDateTime(payment.settledAt)}</Row>
        ) : null}
        {showLoan ? (
          <Row label={t(messages.loan)}>
            <Link
              to={`/loan-details/${encodeURIComponent(payment.loanId)}`}
              className="font-medium text-emerald-800 underline underline-offset-2"
            >
              {shortLoanId(payment.loanId)}
            </Link>
          </Row>
        ) : null}
        <Row label={t(messages.paidFrom)}>
          <PaidFrom payment={payment} />
        </Row>
        <Row label={t(messages.reference)}>{payment.reference}</Row>
        {payment.status === 'failed' || payment.status === 'expired' ? (
          <Row label={t(messages.reason)}>
            <FailureReason payment={payment} />
          </Row>
        ) : null}
      </dl>
      {action ? <div className="mt-2">{action}</div> : null}
    </article>
  );
}
