import { derivedPaymentStatus, isPayable } from '@kwacha/shared/loans/borrower-scores';
import type { LoanView } from '@kwacha/shared/loans/loan-view';
import { type ReactNode, useId } from 'react';
import { LoanStatusBadge, PaymentStatusBadge } from '../../../components/loans/loan-badges';
import { loanInformationMessages } from '../../../components/loans/loan-information.messages';
import { ButtonLink } from '../../../components/ui/button';
import { useFormatMessage } from '../../../lib/i18n/use-format-message';
import { formatAmount, formatDisplayDate, hasPaymentStatus } from '../../../lib/loans/loan-format';
import type { MakePaymentState } from '../../../lib/loans/make-payment-state';
import { useProductText } from '../../../lib/loans/use-product-text';
import { loanCardMessages as messages } from '../my-loans.messages';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-medium text-slate-900">{children}</dd>
    </div>
  );
}

export function LoanCard({ loan, now }: { loan: LoanView; now: Date }) {
  const format = useFormatMessage();
  const productText = useProductText();
  const headingId = useId();
  const payment = derivedPaymentStatus(loan, now);
  const paymentState: MakePaymentState = { loan };
  return (
    <article
      aria-labelledby={headingId}
      className="flex w-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={headingId} className="text-xl font-bold text-slate-900">
            {formatAmount(loan.amount)}
          </h2>
          <p className="break-words text-slate-700">{loan.purpose}</p>
        </div>
        <div className="flex flex-wrap gap-1.5">
          {hasPaymentStatus(loan.status) ? <PaymentStatusBadge status={payment} /> : null}
          <LoanStatusBadge status={loan.status} />
        </div>
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
        <Row label={format(messages.product)}>
          {productText.name({ id: loan.productId, name: loan.productName })}
        </Row>
        <Row label={format(messages.duration)}>
          {format(loanInformationMessages.months, { months: loan.duration })}
        </Row>
        {loan.outstandingBalance > 0 ? (
          <Row label={format(messages.outstanding)}>{formatAmount(loan.outstandingBalance)}</Row>
        ) : null}
        {loan.nextPaymentAmount !== null ? (
          <Row label={format(messages.nextPayment)}>{formatAmount(loan.nextPaymentAmount)}</Row>
        ) : null}
        {loan.nextPaymentDate ? (
          <Row label={format(messages.dueDate)}>{formatDisplayDate(loan.nextPaymentDate)}</Row>
        ) : null}
        <Row label={format(messages.appliedOn)}>{formatDisplayDate(loan.applicationDate)}</Row>
      </dl>
      <div className="mt-auto flex flex-wrap gap-2 pt-5">
        <ButtonLink to={`/loan-details/${encodeURIComponent(loan.id)}`} variant="secondary">
          {format(messages.viewDetails)}
        </ButtonLink>
        {isPayable(loan) ? (
          <>
            <ButtonLink to="/make-payment" state={paymentState}>
              {format(payment === 'due' || payment === 'overdue' ? messages.payNow : messages.makePayment)}
            </ButtonLink>
            <ButtonLink to={`/payment-history?loanId=${encodeURIComponent(loan.id)}`} variant="ghost">
              {format(messages.paymentHistory)}
            </ButtonLink>
          </>
        ) : null}
      </div>
    </article>
  );
}
