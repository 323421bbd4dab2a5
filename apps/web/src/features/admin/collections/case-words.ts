import {
  CONTACT_LABELS,
  type CollectionQueueRow,
  type PromiseStatus,
} from '@kwacha/shared/staff/collections';
import { formatCompactDateTime, formatShortDate } from '../../../lib/format-date';
import { formatAmount } from '../../../lib/loans/loan-format';

export const PROMISE_STATUS_LABELS: Record<PromiseStatus, string> = {
  open: 'Open',
  kept: 'Kept',
  broken: 'Broken',
};

/** 'Call · No answer · 21 Nov 2026, 10:30' (a text has no outcome), or 'Never contacted'. */
export function lastContactText({ lastContact }: CollectionQueueRow): string {
  if (!lastContact) return 'Never contacted';
  const { channel, outcome, at } = lastContact;
  return [CONTACT_LABELS[channel], outcome ? CONTACT_LABELS[outcome] : null, formatCompactDateTime(at)]
    .filter(Boolean)
    .join(' · ');
}

/** 'Open: K500.00 by 4 Dec 2026', or 'None'. */
export const promiseText = (promise: CollectionQueueRow['promise']) =>
  promise
    ? `${PROMISE_STATUS_LABELS[promise.status]}: ${formatAmount(promise.amount)} by ${formatShortDate(promise.date)}`
    : 'None';

export const daysText = (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`;

/** The first 8 characters, as docs/product.md shows loan ids. */
export const shortLoanId = (id: string) => id.slice(0, 8);

/** The queue's path (the staff menu's entry is app/'s; a feature does not import another). */
export const COLLECTIONS_PATH = '/admin-dashboard/collections';

export const casePath = (loanId: string) => `${COLLECTIONS_PATH}/${encodeURIComponent(loanId)}`;
