import type { AdminLoanSort } from '@kwacha/shared/staff/admin-loans';
import { decodeKeysetCursor, encodeKeysetCursor } from '../../lib/keyset-cursor';

/**
 * Where a page ended: the last row's sort key and id. `key` is the application date as an exact UTC
 * timestamp with microseconds or the amount in ngwee. The sort is the cursor's tag, so a cursor cannot be
 * replayed against another order.
 */
export interface LoanCursor {
  sort: AdminLoanSort;
  key: string;
  id: string;
}

export const isAmountSort = (sort: AdminLoanSort) => sort === 'amount_desc' || sort === 'amount_asc';

export function encodeCursor(cursor: LoanCursor): string {
  return encodeKeysetCursor(cursor.sort, cursor.key, cursor.id);
}

/** The cursor for `sort`, or a 400 when it was tampered with, truncated or made for another sort. */
export function decodeCursor(text: string, sort: AdminLoanSort): LoanCursor {
  return { sort, ...decodeKeysetCursor(text, sort, isAmountSort(sort) ? 'amount' : 'timestamp') };
}
