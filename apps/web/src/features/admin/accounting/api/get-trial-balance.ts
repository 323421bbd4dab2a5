import { type AccountingRange, type TrialBalance, trialBalanceSchema } from '@kwacha/shared/staff/accounting';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';
import { reportAuthFailure } from '../../../../lib/server-message';

export const TRIAL_BALANCE_QUERY_KEY = ['accounting', 'trial-balance'] as const;

/** The query string of a range, as the trial balance and the journal export take it. */
export const rangeQuery = ({ from, to }: AccountingRange) => new URLSearchParams({ from, to }).toString();

/** GET /api/admin/accounting/trial-balance?from=…&to=…: every account's opening, debits, credits, closing. */
export async function getTrialBalance(range: AccountingRange, signal?: AbortSignal): Promise<TrialBalance> {
  const { data } = await apiFetch(`/api/admin/accounting/trial-balance?${rangeQuery(range)}`, {
    schema: trialBalanceSchema,
    signal,
  });
  return data;
}

/**
 * The trial balance of a range. While another range loads, the previous one stays on screen (dimmed and
 * marked busy), as the statistics do.
 */
export function useTrialBalanceQuery(
  range: AccountingRange,
  { onAuthFailure }: { onAuthFailure?: () => void },
) {
  return useQuery({
    queryKey: [...TRIAL_BALANCE_QUERY_KEY, range.from, range.to],
    queryFn: ({ signal }) => reportAuthFailure(getTrialBalance(range, signal), onAuthFailure),
    placeholderData: keepPreviousData,
  });
}
