import type { ReconciliationAction, ReconciliationResult } from '@kwacha/shared/staff/reconciliation';

/** What each result of matching is called on the screen (docs/product.md §24.7). */
export const RESULT_LABELS: Readonly<Record<ReconciliationResult, string>> = {
  matched: 'Matched',
  amount_differs: 'Amount differs',
  only_theirs: 'Only theirs',
  only_ours: 'Only ours',
  not_settled: 'Not settled by them',
};

/** Results shown first: what waits for staff, then what matched. */
export const RESULT_ORDER: readonly ReconciliationResult[] = [
  'only_theirs',
  'only_ours',
  'amount_differs',
  'not_settled',
  'matched',
];

export const ACTION_LABELS: Readonly<Record<ReconciliationAction, string>> = {
  send_to_flagged_payments: 'Send to flagged payments',
  investigated: 'Note as investigated',
};

export const RESOLUTION_LABELS = {
  sent_to_flagged_payments: 'Sent to flagged payments',
  investigated: 'Investigated',
} as const;
