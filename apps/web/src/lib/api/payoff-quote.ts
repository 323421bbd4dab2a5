import {
  type PayoffQuoteView,
  type PrepaymentPreview,
  payoffQuoteViewSchema,
  prepaymentPreviewSchema,
} from '@kwacha/shared/loans/payoff-view';
import type { PrepaymentOption } from '@kwacha/shared/payments/payment-view';
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

/**
 * GET /api/loan-applications/{id}/prepayment-preview?amount=&option=: what paying `amount` ahead today does
 * (docs/product.md §13.6), before the borrower pays it.
 */
export async function getPrepaymentPreview(
  loanId: string,
  amount: string,
  option: PrepaymentOption,
): Promise<PrepaymentPreview> {
  const query = new URLSearchParams({ amount, option });
  const { data } = await apiFetch(
    `/api/loan-applications/${encodeURIComponent(loanId)}/prepayment-preview?${query.toString()}`,
    { schema: prepaymentPreviewSchema },
  );
  return data;
}

export function usePrepaymentPreviewQuery(
  loanId: string | undefined,
  amount: string | undefined,
  option: PrepaymentOption,
) {
  return useQuery({
    queryKey: ['loans', 'prepayment', loanId ?? '', amount ?? '', option] as const,
    queryFn: () => getPrepaymentPreview(loanId ?? '', amount ?? '', option),
    enabled: loanId !== undefined && amount !== undefined,
    retry: false,
  });
}
