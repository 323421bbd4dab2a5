import { decodeKeysetCursor, encodeKeysetCursor } from '../../lib/keyset-cursor';
import type { QueueCursor } from './flagged-payments.repository';

const TAG = 'flagged-payments:created';

export const encodeQueueCursor = (cursor: QueueCursor) =>
  encodeKeysetCursor(TAG, cursor.createdAt, cursor.id);

/** The cursor, or a 400 when it was tampered with or cut short. */
export function decodeQueueCursor(text: string): QueueCursor {
  const { key, id } = decodeKeysetCursor(text, TAG, 'timestamp');
  return { createdAt: key, id };
}
