import { isPayable } from '@kwacha/shared/loans/borrower-scores';
import type { LoanView } from '@kwacha/shared/loans/loan-view';
import type { PaymentView } from '@kwacha/shared/payments/payment-view';
import { useEffect, useRef, useState } from 'react';
import { ButtonLink } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n/use-t';
import { makePaymentMessages as messages } from '../make-payment.messages';
import { usePaymentForm } from '../use-payment-form';
import { CardOption } from './card-option';
import { PaymentFailed } from './payment-failed';
import { PaymentForm } from './payment-form';
import { PaymentSent } from './payment-sent';

interface PaymentFlowProps {
  /** All of the borrower's loans, kept fresh: a settled payment changes balances. */
  loans: readonly LoanView[];
  /** The loan a card or loan details passed along (docs/product.md §2), if any. */
  requestedLoanId: string | undefined;
  /** Loan details' "Pay off today": start by paying the loan off. */
  requestedPayoff?: boolean;
  profileLoaded: boolean;
}

/** docs/product.md §4, payment screen: the form, then 'Payment Request Sent!', then the form again. */
export function PaymentFlow({
  loans,
  requestedLoanId,
  requestedPayoff = false,
  profileLoaded,
}: PaymentFlowProps) {
  const t = useT();
  const payable = loans.filter(isPayable);
  const form = usePaymentForm(
    payable,
    requestedLoanId,
    profileLoaded,
    requestedPayoff ? 'payoff' : 'repayment',
  );
  const [sent, setSent] = useState<PaymentView | null>(null);
  // A refusal: first the full-screen error, then (after Try Again) a banner over the form.
  const [failure, setFailure] = useState<{ message: string; screen: boolean } | null>(null);
  const returned = useRef(false);
  const phoneRef = useRef<HTMLDivElement>(null);

  // Back from Make Another Payment or Try Again: continue in the phone box.
  useEffect(() => {
    if (sent || failure?.screen || !returned.current) return;
    returned.current = false;
    phoneRef.current?.querySelector<HTMLElement>('[data-field="phone"]')?.focus();
  }, [sent, failure]);

  if (sent) {
    return (
      <PaymentSent
        payment={sent}
        loan={loans.find((loan) => loan.id === sent.loanId)}
        onMakeAnother={() => {
          form.restart();
          returned.current = true;
          setSent(null);
        }}
      />
    );
  }
  if (failure?.screen) {
    return (
      <PaymentFailed
        message={failure.message}
        onTryAgain={() => {
          returned.current = true;
          setFailure({ message: failure.message, screen: false });
        }}
      />
    );
  }
  if (payable.length === 0) {
    return (
      <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
        <p className="text-lg text-slate-800">{t(messages.noActiveLoans)}</p>
        <ButtonLink to="/my-loans" variant="secondary" className="mt-6">
          {t(messages.goToMyLoans)}
        </ButtonLink>
      </div>
    );
  }
  return (
    <div ref={phoneRef}>
      <PaymentForm
        form={form}
        loans={payable}
        onSent={setSent}
        onFailed={(message) => setFailure({ message, screen: true })}
        failure={failure?.message ?? null}
        onDismissFailure={() => setFailure(null)}
      />
      <div className="mt-6">
        <CardOption form={form} />
      </div>
    </div>
  );
}
