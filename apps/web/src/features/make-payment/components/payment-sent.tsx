import type { LoanView } from '@kwacha/shared/loans/loan-view';
import type { PaymentView } from '@kwacha/shared/payments/payment-view';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef } from 'react';
import { FailureReason } from '../../../components/payments/failure-reason';
import { PaidFrom } from '../../../components/payments/paid-from';
import { PaymentStatusBadge } from '../../../components/payments/payment-status-badge';
import { Button, ButtonLink } from '../../../components/ui/button';
import { CheckCircleIcon } from '../../../components/ui/icons';
import { usePaymentsQuery } from '../../../lib/api/payments';
import { type FormatMessage, useFormatMessage } from '../../../lib/i18n/use-format-message';
import { formatAmount } from '../../../lib/loans/loan-format';
import { shortLoanId } from '../../../lib/payments/payment-format';
import { paymentSentMessages as messages } from '../make-payment.messages';

// Queries whose numbers move when a payment settles: balances, the dashboard, the receipt notification.
const AFFECTED_QUERIES = [['loans'], ['dashboard'], ['notifications']] as const;

interface PaymentSentProps {
  payment: PaymentView;
  /** The loan as the latest list has it, for its new balance; undefined once it left the list. */
  loan: LoanView | undefined;
  onMakeAnother: () => void;
}

function outcomeText(payment: PaymentView, loan: LoanView | undefined, format: FormatMessage): string {
  switch (payment.status) {
    case 'pending':
      return format(messages.pending);
    case 'successful':
      return loan
        ? format(messages.receivedBalance, { balance: formatAmount(loan.outstandingBalance) })
        : format(messages.received);
    case 'failed':
      // Why, in the reader's language, follows (FailureReason).
      return format(messages.failed);
    case 'expired':
      return format(messages.expired);
  }
}

/**
 * After a request went out (docs/product.md: 'Payment Request Sent!'): the pending payment, asked about every few
 * seconds until the borrower approves or declines it on the phone, then its outcome.
 */
export function PaymentSent({ payment, loan, onMakeAnother }: PaymentSentProps) {
  const format = useFormatMessage();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const queryClient = useQueryClient();
  const stillPending = (list: PaymentView[] | undefined) =>
    (list?.find((entry) => entry.id === payment.id) ?? payment).status === 'pending';
  const payments = usePaymentsQuery(payment.loanId, { pollWhile: stillPending });
  const latest = payments.data?.find((entry) => entry.id === payment.id) ?? payment;
  const settled = latest.status !== 'pending';

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!settled) return;
    for (const queryKey of AFFECTED_QUERIES) void queryClient.invalidateQueries({ queryKey });
  }, [settled, queryClient]);

  return (
    <div className="rounded-2xl bg-white p-6 text-center shadow-sm">
      <CheckCircleIcon className="mx-auto size-12 text-emerald-700" />
      <h2
        ref={headingRef}
        tabIndex={-1}
        className="mt-3 text-2xl font-bold text-slate-900 focus:outline-none"
      >
        {format(messages.requestSent)}
      </h2>
      <dl className="mx-auto mt-5 max-w-sm space-y-2 text-left">
        <Row label={format(messages.amount)}>{formatAmount(latest.amount)}</Row>
        <Row label={format(messages.loan)}>{shortLoanId(latest.loanId)}</Row>
        <Row label={format(messages.paidFrom)}>
          <PaidFrom payment={latest} />
        </Row>
        <Row label={format(messages.reference)}>{latest.reference}</Row>
        <Row label={format(messages.status)}>
          <PaymentStatusBadge status={latest.status} />
        </Row>
      </dl>
      <p role="status" className="mt-5 text-slate-800">
        {outcomeText(latest, loan, format)}
        {latest.status === 'failed' ? (
          <span className="mt-1 block">
            <FailureReason payment={latest} />
          </span>
        ) : null}
      </p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
        <Button onClick={onMakeAnother}>{format(messages.makeAnother)}</Button>
        <ButtonLink to={`/payment-history?loanId=${encodeURIComponent(latest.loanId)}`} variant="secondary">
          {format(messages.viewHistory)}
        </ButtonLink>
      </div>
    </div>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="font-medium break-words text-slate-900">{children}</dd>
    </div>
  );
}
