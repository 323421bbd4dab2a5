import type { KycQueueStatus } from '@kwacha/shared/kyc/kyc';
import { KYC_MESSAGES } from '@kwacha/shared/kyc/kyc-view';
import { decodeNullableKeysetCursor, encodeKeysetCursor } from '../../lib/keyset-cursor';

/**
 * Where a page of the staff identity-check queue ended: the last row's submission time (exact UTC text
 * with microseconds, or null for a check without one, which sorts last) and the borrower's id. The status
 * is in the tag, so a cursor of one status cannot be replayed against another.
 */
export interface KycQueueCursor {
  submittedAt: string | null;
  userId: string;
}

const tagOf = (status: KycQueueStatus) => `kyc-queue:${status}`;

export const encodeKycQueueCursor = (status: KycQueueStatus, cursor: KycQueueCursor) =>
  encodeKeysetCursor(tagOf(status), cursor.submittedAt, cursor.userId);

/** The cursor, or a 400 when it was tampered with, cut short or made for another status or list. */
export function decodeKycQueueCursor(text: string, status: KycQueueStatus): KycQueueCursor {
  const { key, id } = decodeNullableKeysetCursor(
    text,
    tagOf(status),
    'timestamp',
    KYC_MESSAGES.invalidCursor,
  );
  return { submittedAt: key, userId: id };
}
