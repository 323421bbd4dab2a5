import { errorDetail } from '@kwacha/shared/api/envelope';
import type { AdminLoanSort } from '@kwacha/shared/staff/admin-loans';
import { ValidationError } from '../../lib/domain-errors';

/**
 * Where a page ended: the last row's sort key and id. `key` is the application date as an exact UTC
 * timestamp with microseconds (a JS Date would drop them and repeat or skip rows) or the amount in ngwee.
 * The sort travels with it, so a cursor cannot be replayed against another order.
 */
export interface LoanCursor {
  sort: AdminLoanSort;
  key: string;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
// Years 2000–2999 only: PostgreSQL has no year 0000 and refuses it with an error, not a 400.
const TIMESTAMP_KEY = /^2\d{3}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const AMOUNT_KEY = /^\d{1,15}$/;

export const isAmountSort = (sort: AdminLoanSort) => sort === 'amount_desc' || sort === 'amount_asc';

export function encodeCursor(cursor: LoanCursor): string {
  return Buffer.from(JSON.stringify([cursor.sort, cursor.key, cursor.id])).toString('base64url');
}

/** The cursor for `sort`, or a 400 when it was tampered with, truncated or made for another sort. */
export function decodeCursor(text: string, sort: AdminLoanSort): LoanCursor {
  const parsed = parse(text);
  if (!Array.isArray(parsed) || parsed.length !== 3) throw invalidCursor();
  const [cursorSort, key, id] = parsed as unknown[];
  if (cursorSort !== sort || typeof key !== 'string' || typeof id !== 'string' || !UUID.test(id)) {
    throw invalidCursor();
  }
  const keyShape = isAmountSort(sort) ? AMOUNT_KEY : TIMESTAMP_KEY;
  if (!keyShape.test(key) || (!isAmountSort(sort) && !isRealInstant(key))) throw invalidCursor();
  return { sort, key, id };
}

/** 2026-02-30T… has the right shape but is no instant; PostgreSQL would fail on it with a 500. */
function isRealInstant(key: string): boolean {
  const ms = Date.parse(key);
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 19) === key.slice(0, 19);
}

function parse(text: string): unknown {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return undefined;
  try {
    return JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

function invalidCursor() {
  return new ValidationError(
    [errorDetail('cursor', 'Invalid cursor.')],
    'Invalid cursor. Start again from the first page.',
  );
}
