import { type PaymentView, paymentViewSchema } from '@kwacha/shared/payments/payment-view';
import type { CollectionRequest } from '@kwacha/shared/payments/payments';
import { useMutation } from '@tanstack/react-query';
import { type ApiResponse, apiFetch } from '../../../lib/api-client';

export interface InitiatePaymentInput {
  request: CollectionRequest;
  idempotencyKey: string;
}

/** POST /api/collections/mobile-money: 201 with the pending payment, 422 when the wallet lacks funds. */
export function initiatePayment({
  request,
  idempotencyKey,
}: InitiatePaymentInput): Promise<ApiResponse<PaymentView>> {
  return apiFetch('/api/collections/mobile-money', {
    method: 'POST',
    body: request,
    headers: { 'Idempotency-Key': idempotencyKey },
    schema: paymentViewSchema,
  });
}

export function useInitiatePayment() {
  return useMutation({ mutationFn: initiatePayment });
}
