import { errorDetail } from '@kwacha/shared/api/envelope';
import { EMAIL_MESSAGES } from '@kwacha/shared/staff/email-management';
import { ValidationError } from '../../lib/domain-errors';

/**
 * Where a page of the e-mail list ended: the last row's created_at as an exact UTC timestamp with
 * microseconds (a JS Date would drop them, and messages written within one millisecond — a reminder
 * run writes hundreds — would be repeated or skipped) and its id. The tag keeps another list's cursor
 * from being replayed here.
 */
export interface EmailCursor {
  key: string;
  id: string;
}

const TAG = 'emails:created';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
// Years 2000–2999 only: PostgreSQL refuses year 0000 with an error, which must be a 400, not a 500.
const TIMESTAMP_KEY = /^2\d{3}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

export function encodeEmailCursor(cursor: EmailCursor): string {
  return Buffer.from(JSON.stringify([TAG, cursor.key, cursor.id])).toString('base64url');
}

/** The cursor, or a 400 when it was tampered with, cut short or made for another list. */
export function decodeEmailCursor(text: string): EmailCursor {
  const parsed = parse(text);
  if (!Array.isArray(parsed) || parsed.length !== 3) throw invalidCursor();
  const [tag, key, id] = parsed as unknown[];
  if (tag !== TAG || typeof key !== 'string' || typeof id !== 'string') throw invalidCursor();
  if (!UUID.test(id) || !TIMESTAMP_KEY.test(key) || !isRealInstant(key)) throw invalidCursor();
  return { key, id };
}

/** 2026-02-30T… has the right shape but is no instant; PostgreSQL would fail on it. */
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
  return new ValidationError([errorDetail('cursor', 'Invalid cursor.')], EMAIL_MESSAGES.invalidCursor);
}
