import type { PaymentView } from '@kwacha/shared/payments/payment-view';
import { Link } from 'react-router';
import { ReceiptDownloadButton } from '../../../components/documents/receipt-download-button';
import { FailureReason } from '../../../components/payments/failure-reason';
import { PaidFrom } from '../../../components/payments/paid-from';
import { PaymentStatusBadge } from '../../../components/payments/payment-status-badge';
import { SimulatedBadge } from '../../../components/payments/simulated-badge';
import { formatDateTime } from '../../../lib/format-date';
import { useT } from '../../../lib/i18n/use-t';
import { formatAmount } from '../../../lib/loans/loan-format';
import { shortLoanId } from '../../../lib/payments/payment-format';
import { paymentTableMessages as messages } from '../payment-history.messages';

const HEADINGS = [
  messages.date,
  messages.loan,
  messages.amount,
  messages.paidFrom,
  messages.status,
  messages.reference,
  messages.reason,
  messages.receipt,
];

/** The wide-screen layout of the payment history: one row per payment, newest first. */
export function PaymentTable({ payments, caption }: { payments: readonly PaymentView[]; caption: string }) {
  const t = useT();
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="border-b border-slate-300 text-slate-600">
        <tr>
          {HEADINGS.map((heading) => (
            <th key={heading.id} scope="col" className="px-3 py-2 font-semibold">
              {t(heading)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-200">
        {payments.map((payment) => (
          <tr key={payment.id} className="align-top">
            <td className="px-3 py-3 whitespace-nowrap">{formatDateTime(payment.timestamp)}</td>
            <td className="px-3 py-3">
              <Link
                to={`/loan-details/${encodeURIComponent(payment.loanId)}`}
                className="font-mono font-medium text-emerald-800 underline underline-offset-2"
              >
                {shortLoanId(payment.loanId)}
              </Link>
            </td>
            <td className="px-3 py-3 font-semibold whitespace-nowrap text-slate-900">
              {formatAmount(payment.amount)}
            </td>
            <td className="px-3 py-3">
              <PaidFrom payment={payment} />
            </td>
            <td className="px-3 py-3">
              <span className="flex flex-wrap gap-2">
                <PaymentStatusBadge status={payment.status} />
                <SimulatedBadge simulated={payment.simulated} />
              </span>
            </td>
            <td className="px-3 py-3 break-all">{payment.reference}</td>
            <td className="px-3 py-3">
              <FailureReason payment={payment} />
            </td>
            <td className="px-3 py-1">
              <ReceiptDownloadButton payment={payment} reader="borrower" />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
