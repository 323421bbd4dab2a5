import { SMS_MESSAGES } from '@kwacha/shared/staff/sms-messages';
import { decodeKeysetCursor, encodeKeysetCursor } from '../../lib/keyset-cursor';

/** Where a page of the staff's text list ended: the last row's created_at (exact, with microseconds) and id. */
export interface SmsCursor {
  key: string;
  id: string;
}

const TAG = 'sms:created';

export const encodeSmsCursor = (cursor: SmsCursor) => encodeKeysetCursor(TAG, cursor.key, cursor.id);

/** The cursor, or a 400 when it was tampered with, cut short or made for another list. */
export const decodeSmsCursor = (text: string): SmsCursor =>
  decodeKeysetCursor(text, TAG, 'timestamp', SMS_MESSAGES.invalidCursor);
