import { type PaymentChannels, paymentChannelsSchema } from '@kwacha/shared/payments/payment-channels';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../api-client';

/**
 * GET /api/payment-channels: the networks repayments can come from and where loans can be paid out today
 * (docs/product.md §13.5). Fixed until the server restarts, so asked once a session. While it is unknown
 * (loading, offline) every way is offered: the server refuses a closed one with a message anyway.
 */
export const paymentChannelsQueryOptions = queryOptions({
  queryKey: ['payment-channels'] as const,
  queryFn: async ({ signal }) =>
    (await apiFetch('/api/payment-channels', { signal, schema: paymentChannelsSchema })).data,
  staleTime: Number.POSITIVE_INFINITY,
});

export function usePaymentChannels(): PaymentChannels | undefined {
  return useQuery(paymentChannelsQueryOptions).data;
}
