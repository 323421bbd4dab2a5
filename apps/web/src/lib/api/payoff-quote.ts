import { type PayoffQuoteView, payoffQuoteViewSchema } from '@kwacha/shared/loans/payoff-view';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../api-client';

/**
 * GET /api/loan-applications/{id}/payoff-quote?on=: what closes one of the borrower's loans on a day
 * (docs/product.md §13.6); today when `on` is absent.
 */
export async function getPayoffQuote(loanId: string, on?: string): Promise<PayoffQuoteView> {
  const query = on ? `?on=${encodeURIComponent(on)}` : '';
  const { data } = await apiFetch(
    `/api/loan-applications/${encodeURIComponent(loanId)}/payoff-quote${query}`,
    {
      schema: payoffQuoteViewSchema,
    },
  );
  return data;
}

export const payoffQuoteKey = (loanId: string, on?: string) =>
  ['loans', 'payoff', loanId, on ?? 'today'] as const;

/** The quote of a loan for a day; the previous day's figures stay on screen while another day loads. */
export function usePayoffQuoteQuery(loanId: string | undefined, on?: string, { enabled = true } = {}) {
  return useQuery({
    queryKey: payoffQuoteKey(loanId ?? '', on),
    queryFn: () => getPayoffQuote(loanId ?? '', on),
    enabled: enabled && loanId !== undefined,
    placeholderData: keepPreviousData,
  });
}
