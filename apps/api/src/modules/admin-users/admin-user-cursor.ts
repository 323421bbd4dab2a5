import { INVALID_USER_CURSOR_MESSAGE } from '@kwacha/shared/staff/admin-users';
import { decodeKeysetCursor, encodeKeysetCursor } from '../../lib/keyset-cursor';

/** Where a page of the staff user list ended: the last row's registration time (exact, UTC) and id. */
export interface UserCursor {
  key: string;
  id: string;
}

const TAG = 'users:registered';

export const encodeUserCursor = (cursor: UserCursor) => encodeKeysetCursor(TAG, cursor.key, cursor.id);

/** The cursor, or a 400 when it was tampered with, cut short or made for another list. */
export const decodeUserCursor = (text: string): UserCursor =>
  decodeKeysetCursor(text, TAG, 'timestamp', INVALID_USER_CURSOR_MESSAGE);
