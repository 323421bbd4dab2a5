import { lusakaToday } from '@kwacha/shared/identity/age';
import {
  type AccountingRange,
  accountingRangeSchema,
  MAX_TRIAL_BALANCE_DAYS,
} from '@kwacha/shared/staff/accounting';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export const RANGE_TOO_LONG_MESSAGE = `A trial balance spans at most ${MAX_TRIAL_BALANCE_DAYS} days.`;

/** The first day of the current month (Lusaka) to today: the month a finance team is working in. */
export function defaultRange(today = lusakaToday()): AccountingRange {
  return { from: `${today.slice(0, 7)}-01`, to: today };
}

const DAY_MS = 86_400_000;
const daysIn = ({ from, to }: AccountingRange) => (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;

/** What the range form checks with: the API's own schema, and the API's longest range. */
export const rangeFormSchema = accountingRangeSchema.refine(
  (range) => daysIn(range) <= MAX_TRIAL_BALANCE_DAYS,
  {
    path: ['to'],
    message: RANGE_TOO_LONG_MESSAGE,
  },
);

/** The range in the URL (?from=…&to=…), else the default: a link or the back button shows that range. */
export function readRange(search: URLSearchParams): AccountingRange {
  const parsed = rangeFormSchema.safeParse({ from: search.get('from') ?? '', to: search.get('to') ?? '' });
  return parsed.success ? parsed.data : defaultRange();
}

/** The range on screen, kept in the URL; each change is a new history entry. */
export function useAccountingRange() {
  const [search, setSearch] = useSearchParams();
  const range = useMemo(() => readRange(search), [search]);
  const show = useCallback(
    (next: AccountingRange) => setSearch({ from: next.from, to: next.to }),
    [setSearch],
  );
  return { range, show };
}
