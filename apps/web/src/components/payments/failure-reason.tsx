import { paymentFailureKind } from '@kwacha/shared/payments/payment-failure';
import type { PaymentView } from '@kwacha/shared/payments/payment-view';
import { useT } from '../../lib/i18n/use-t';
import { paymentFailureMessages as messages } from './payments.messages';

/**
 * Why a payment failed, in the reader's language, with the provider's own words (English, as MTN, Airtel
 * or Lenco wrote them) after it as a detail (docs/product.md §22.2). Nothing for a payment that did not
 * fail. The detail is left out when it says no more than the sentence (our own expiry text).
 */
export function FailureReason({ payment }: { payment: Pick<PaymentView, 'status' | 'failureReason'> }) {
  const t = useT();
  const kind = paymentFailureKind(payment);
  if (!kind) return null;
  const sentence = messages[kind];
  const detail = payment.failureReason?.trim();
  return (
    <>
      <span className="block">{t(sentence)}</span>{' '}
      {detail && detail !== sentence.message ? (
        <span className="block text-xs text-slate-600">
          {t(messages.providerSaid)} <span lang="en">{detail}</span>
        </span>
      ) : null}
    </>
  );
}
