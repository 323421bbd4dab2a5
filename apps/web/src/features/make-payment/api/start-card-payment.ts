import { type CardCheckout, cardCheckoutSchema } from '@kwacha/shared/payments/payment-view';
import type { CardPaymentRequest } from '@kwacha/shared/payments/payments';
import { useMutation } from '@tanstack/react-query';
import { type ApiResponse, apiFetch } from '../../../lib/api-client';

export interface StartCardPaymentInput {
  request: CardPaymentRequest;
  idempotencyKey: string;
}

/**
 * POST /api/collections/card (docs/product.md §27): the pending payment and the provider's hosted checkout
 * to send the browser to; 409 when card payments are off, 503 when the gateway is not ready.
 */
export function startCardPayment({
  request,
  idempotencyKey,
}: StartCardPaymentInput): Promise<ApiResponse<CardCheckout>> {
  return apiFetch('/api/collections/card', {
    method: 'POST',
    body: request,
    headers: { 'Idempotency-Key': idempotencyKey },
    schema: cardCheckoutSchema,
  });
}

export function useStartCardPayment() {
  return useMutation({ mutationFn: startCardPayment });
}
