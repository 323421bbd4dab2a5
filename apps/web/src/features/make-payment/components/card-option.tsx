import type { CardPaymentRequest } from '@kwacha/shared/payments/payments';
import { useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { usePaymentChannels } from '../../../lib/api/payment-channels';
import { isApiError } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n/use-t';
import { useStartCardPayment } from '../api/start-card-payment';
import { newIdempotencyKey } from '../idempotency-key';
import { cardOptionMessages as messages, paymentFormMessages } from '../make-payment.messages';
import { paymentErrorMessage } from '../payment-error-message';
import { balanceText } from '../payment-rules';
import type { PaymentForm as PaymentFormState } from '../use-payment-form';

/** Where the browser goes: the provider's hosted checkout (a test replaces it). */
export const goToCheckout = { assign: (url: string) => window.location.assign(url) };

/** The card request for what the form says (loan, amount, purpose), or null while they are not valid. */
function cardRequest(form: PaymentFormState): CardPaymentRequest | null {
  const { loan, values, validation } = form;
  if (!loan || validation.errors.loanId || validation.errors.amount || form.amount.trim() === '') return null;
  if (values.purpose === 'payoff' || form.coversPayoff) {
    const total = form.payoff.data?.total;
    return total === undefined ? null : { loanId: loan.id, amount: balanceText(total), purpose: 'payoff' };
  }
  const amount = balanceText(Number(form.amount));
  if (values.purpose === 'prepayment') {
    if (!form.previewShown) return null;
    return { loanId: loan.id, amount, purpose: 'prepayment', prepaymentOption: values.prepaymentOption };
  }
  return { loanId: loan.id, amount };
}

/**
 * docs/product.md §27: "Pay by card" beside mobile money. It starts the payment on our server and sends
 * the browser to the provider's hosted checkout; no card number is ever typed on our pages. Off, saying
 * why, when the provider's public key is missing.
 */
export function CardOption({ form }: { form: PaymentFormState }) {
  const t = useT();
  const card = usePaymentChannels()?.card;
  const start = useStartCardPayment();
  const [error, setError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  // One key per intended payment: a retry after no answer is the same payment, never a second charge.
  const key = useRef<{ key: string; body: string } | null>(null);

  if (card && !card.available) {
    return (
      <section aria-labelledby="card-option-heading" className="rounded-lg border border-slate-200 p-4">
        <h2 id="card-option-heading" className="text-base font-semibold text-slate-900">
          {t(messages.heading)}
        </h2>
        <p role="note" className="mt-2 text-sm text-slate-700">
          {t(messages.missingPublicKey)}
        </p>
      </section>
    );
  }

  const request = cardRequest(form);
  const busy = start.isPending || leaving;
  const pay = () => {
    if (!request || busy) return;
    setError(null);
    const body = JSON.stringify(request);
    if (key.current?.body !== body) key.current = { key: newIdempotencyKey(), body };
    start.mutate(
      { request, idempotencyKey: key.current.key },
      {
        onSuccess: (response) => {
          key.current = null;
          const { checkoutUrl, payment } = response.data;
          setLeaving(true);
          goToCheckout.assign(
            checkoutUrl ?? `/payments/card-return?reference=${encodeURIComponent(payment.reference)}`,
          );
        },
        onError: (failure) => {
          // An answer from our server settles the attempt (a 503 failed it): the next press is a new one.
          if (isApiError(failure) && failure.code !== 'NETWORK_ERROR') key.current = null;
          setError(paymentErrorMessage(failure, t(paymentFormMessages.noAnswer)));
        },
      },
    );
  };

  return (
    <section aria-labelledby="card-option-heading" className="rounded-lg border border-slate-200 p-4">
      <h2 id="card-option-heading" className="text-base font-semibold text-slate-900">
        {t(messages.heading)}
      </h2>
      <p className="mt-2 text-sm text-slate-700">{t(messages.intro)}</p>
      {error ? (
        <p role="alert" className="mt-3 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900">
          {error}
        </p>
      ) : null}
      {!request ? <p className="mt-2 text-sm text-slate-600">{t(messages.fixAmount)}</p> : null}
      <Button
        type="button"
        variant="secondary"
        className="mt-3 w-full"
        disabled={!request || busy}
        onClick={pay}
      >
        {busy ? t(messages.opening) : t(messages.payByCard)}
      </Button>
    </section>
  );
}
