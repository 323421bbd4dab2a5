import { type PaymentView, paymentViewSchema } from '@kwacha/shared/payments/payment-view';
import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiFetch } from '../api-client';
import { reportAuthFailure } from '../server-message';

/** How often a screen showing a pending payment asks again: the simulator settles in about 3 s. */
export const PAYMENT_POLL_MS = 3000;

const paymentsSchema = z.array(paymentViewSchema);

/** GET /api/payments[?loanId=]: the signed-in borrower's payments, newest first (404 for another's loan). */
export async function getPayments(loanId?: string): Promise<PaymentView[]> {
  const query = loanId ? `?loanId=${encodeURIComponent(loanId)}` : '';
  const { data } = await apiFetch(`/api/payments${query}`, { schema: paymentsSchema });
  return data;
}

export const PAYMENTS_QUERY_KEY = ['payments'] as const;
export const paymentsQueryKey = (loanId?: string) => [...PAYMENTS_QUERY_KEY, loanId ?? 'all'] as const;

export function hasPendingPayment(payments: readonly PaymentView[] | undefined): boolean {
  return payments?.some((payment) => payment.status === 'pending') ?? false;
}

interface PaymentsQueryOptions {
  /** See useMyLoansQuery for why this runs from inside the query. */
  onAuthFailure?: () => void;
  /** Whether to keep asking, given the latest answer; by default while any payment is pending. */
  pollWhile?: (payments: PaymentView[] | undefined) => boolean;
}

/** The payments, asked for again every few seconds while one is settling so it updates without a reload. */
export function usePaymentsQuery(
  loanId: string | undefined,
  { onAuthFailure, pollWhile = hasPendingPayment }: PaymentsQueryOptions = {},
) {
  return useQuery({
    queryKey: paymentsQueryKey(loanId),
    queryFn: () => reportAuthFailure(getPayments(loanId), onAuthFailure),
    refetchInterval: (query) => (pollWhile(query.state.data) ? PAYMENT_POLL_MS : false),
  });
}
