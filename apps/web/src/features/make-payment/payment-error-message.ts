import { PAYMENT_MESSAGES } from '@kwacha/shared/payments/payment-view';
import { isApiError } from '../../lib/api-client';
import { paymentFormMessages } from './make-payment.messages';

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim().length > 0 ? value : undefined;

/**
 * docs/product.md §21: no answer arrived, so whether the request reached the server is unknown. The form
 * keeps everything and Pay Now resends it with the same Idempotency-Key, which never charges twice.
 */
export const PAYMENT_NO_ANSWER_MESSAGE = paymentFormMessages.noAnswer.message;

const GATEWAY_STATUSES = new Set([502, 503, 504]);

/**
 * docs/product.md §8, Payments: 422 is the insufficient-funds text; otherwise the response's message, else
 * its msg, else the error's message, else the default. `noAnswer` is the text for no answer at all, the
 * only one of these the page says itself (so in the reader's language); the server's stay English.
 */
export function paymentErrorMessage(error: unknown, noAnswer = PAYMENT_NO_ANSWER_MESSAGE): string {
  if (!isApiError(error)) return PAYMENT_MESSAGES.failedDefault;
  if (error.status === 422) return PAYMENT_MESSAGES.insufficientFunds;
  const body =
    typeof error.body === 'object' && error.body !== null ? (error.body as Record<string, unknown>) : {};
  const nested =
    typeof body.error === 'object' && body.error !== null ? (body.error as Record<string, unknown>) : {};
  // Without an answer from our server there is no server text: a dropped connection, or a gateway on the
  // way (502, 503, 504 as a proxy's own page) that cannot say whether the request reached us. The retry is
  // safe either way (docs/product.md §21).
  const unanswered = error.code === 'NETWORK_ERROR' || GATEWAY_STATUSES.has(error.status);
  const clientMessage = unanswered ? noAnswer : undefined;
  return (
    text(body.message) ??
    text(body.msg) ??
    text(nested.message) ??
    clientMessage ??
    PAYMENT_MESSAGES.failedDefault
  );
}
