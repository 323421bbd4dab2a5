import type { LoanView } from '@kwacha/shared/loans/loan-view';
import { PAYMENT_MESSAGES, type PaymentView } from '@kwacha/shared/payments/payments';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef } from 'react';
import { PaidFrom } from '../../../components/payments/paid-from';
import { PaymentStatusBadge } from '../../../components/payments/payment-status-badge';
import { Button, ButtonLink } from '../../../components/ui/button';
import { CheckCircleIcon } from '../../../components/ui/icons';
import { usePaymentsQuery } from '../../../lib/api/payments';
import { formatAmount } from '../../../lib/loans/loan-format';
import { shortLoanId } from '../../../lib/payments/payment-format';

// Queries whose numbers move when a payment settles: balances, the dashboard, the receipt notification.
const AFFECTED_QUERIES = [['loans'], ['dashboard'], ['notifications']] as const;

interface PaymentSentProps {
  payment: PaymentView;
  /** The loan as the latest list has it, for its new balance; undefined once it left the list. */
  loan: LoanView | undefined;
  onMakeAnother: () => void;
}

function outcomeText(payment: PaymentView, loan: LoanView | undefined): string {
  switch (payment.status) {
    case 'pending':
      return 'Waiting for you to approve the payment on your phone. This page updates by itself.';
    case 'successful':
      return loan
        ? `Payment received. Your outstanding balance is now ${formatAmount(loan.outstandingBalance)}.`
        : 'Payment received. Thank you!';
    case 'failed':
      return `The payment did not go through${payment.failureReason ? `: ${payment.failureReason}` : '.'}`;
    case 'expired':
      return 'The payment request expired before it was approved. No money was taken.';
  }
}

/**
 * After a request went out (docs/product.md: 'Payment Request Sent!'): the pending payment, asked about every few
 * seconds until the borrower approves or declines it on the phone, then its outcome.
 */
export function PaymentSent({ payment, loan, onMakeAnother }: PaymentSentProps) {
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
        {PAYMENT_MESSAGES.requestSent}
      </h2>
      <dl className="mx-auto mt-5 max-w-sm space-y-2 text-left">
        <Row label="Amount">{formatAmount(latest.amount)}</Row>
        <Row label="Loan">{shortLoanId(latest.loanId)}</Row>
        <Row label="Paid from">
          <PaidFrom payment={latest} />
        </Row>
        <Row label="Reference">{latest.reference}</Row>
        <Row label="Status">
          <PaymentStatusBadge status={latest.status} />
        </Row>
      </dl>
      <p role="status" className="mt-5 text-slate-800">
        {outcomeText(latest, loan)}
      </p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
        <Button onClick={onMakeAnother}>Make Another Payment</Button>
        <ButtonLink to={`/payment-history?loanId=${encodeURIComponent(latest.loanId)}`} variant="secondary">
          View Payment History
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
