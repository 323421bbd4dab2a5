import { EMAIL_MESSAGES } from '@kwacha/shared/staff/email-management';
import { decodeKeysetCursor, encodeKeysetCursor } from '../../lib/keyset-cursor';

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

export function encodeEmailCursor(cursor: EmailCursor): string {
  return encodeKeysetCursor(TAG, cursor.key, cursor.id);
}

/** The cursor, or a 400 when it was tampered with, cut short or made for another list. */
export function decodeEmailCursor(text: string): EmailCursor {
  return decodeKeysetCursor(text, TAG, 'timestamp', EMAIL_MESSAGES.invalidCursor);
}
