import { errorDetail } from '@kwacha/shared/api/envelope';
import { ValidationError } from './domain-errors';

/**
 * The opaque cursor of a keyset-paginated list: where the last page ended (its row's sort key and id),
 * with a tag naming the list and its order, so a cursor cannot be replayed against another. Timestamps
 * travel as exact UTC text with microseconds (a JS Date would drop them and repeat or skip rows).
 */
export type KeyShape = 'timestamp' | 'amount';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
// Years 2000–2999 only: PostgreSQL has no year 0000 and refuses it with an error, not a 400.
const TIMESTAMP_KEY = /^2\d{3}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const AMOUNT_KEY = /^\d{1,15}$/;

export const INVALID_CURSOR_MESSAGE = 'Invalid cursor. Start again from the first page.';

/** A null key is a row whose nullable sort key is empty (see decodeNullableKeysetCursor). */
export function encodeKeysetCursor(tag: string, key: string | null, id: string): string {
  return Buffer.from(JSON.stringify([tag, key, id])).toString('base64url');
}

/** The cursor's key and id, or a 400 when it was tampered with, cut short or made for another list. */
export function decodeKeysetCursor(
  text: string,
  tag: string,
  shape: KeyShape,
  message: string = INVALID_CURSOR_MESSAGE,
): { key: string; id: string } {
  const { key, id } = decodeNullableKeysetCursor(text, tag, shape, message);
  if (key === null) throw invalidCursor(message);
  return { key, id };
}

/**
 * As decodeKeysetCursor, for a list sorted on a nullable key (nulls last): the key is null when the
 * page ended among the rows without one.
 */
export function decodeNullableKeysetCursor(
  text: string,
  tag: string,
  shape: KeyShape,
  message: string = INVALID_CURSOR_MESSAGE,
): { key: string | null; id: string } {
  const parsed = parse(text);
  const invalid = invalidCursor(message);
  if (!Array.isArray(parsed) || parsed.length !== 3) throw invalid;
  const [cursorTag, key, id] = parsed as unknown[];
  if (cursorTag !== tag || typeof id !== 'string' || !UUID.test(id)) throw invalid;
  if (key === null) return { key, id };
  if (typeof key !== 'string') throw invalid;
  const valid = shape === 'amount' ? AMOUNT_KEY.test(key) : TIMESTAMP_KEY.test(key) && isRealInstant(key);
  if (!valid) throw invalid;
  return { key, id };
}

const invalidCursor = (message: string) =>
  new ValidationError([errorDetail('cursor', 'Invalid cursor.')], message);

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
