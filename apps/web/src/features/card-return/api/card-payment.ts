import { type PaymentView, paymentViewSchema } from '@kwacha/shared/payments/payment-view';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** How often, and how many times, the page asks while the payment is being confirmed. */
export const CARD_POLL_MS = 2500;
export const CARD_POLL_TIMES = 6;

export const isCardReference = (reference: string | null): reference is string =>
  reference !== null && /^PAY-[0-9A-F]{20}$/.test(reference);

/**
 * GET /api/payments/card/:reference (docs/product.md §27): our server asks the provider and answers the
 * payment. Asked again every few seconds while it is pending, a few times; then the borrower may ask again.
 */
export function useCardPayment(reference: string | null) {
  return useQuery({
    queryKey: ['card-payment', reference] as const,
    enabled: isCardReference(reference),
    queryFn: async ({ signal }): Promise<PaymentView> =>
      (
        await apiFetch(`/api/payments/card/${encodeURIComponent(reference ?? '')}`, {
          signal,
          schema: paymentViewSchema,
        })
      ).data,
    retry: false,
    refetchInterval: (query) =>
      query.state.data?.status === 'pending' && query.state.dataUpdateCount < CARD_POLL_TIMES
        ? CARD_POLL_MS
        : false,
  });
}
