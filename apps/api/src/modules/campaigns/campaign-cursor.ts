import { CAMPAIGN_MESSAGES } from '@kwacha/shared/staff/campaigns';
import { decodeKeysetCursor, encodeKeysetCursor } from '../../lib/keyset-cursor';
import type { CampaignCursor } from './campaigns.repository';

const TAG = 'campaigns:created';

/** The history's keyset cursor (docs/architecture.md §4): opaque to the page, checked when it returns. */
export const encodeCampaignCursor = (cursor: CampaignCursor): string =>
  encodeKeysetCursor(TAG, cursor.createdAt, cursor.id);

/** The cursor, or a 400 when it was tampered with, cut short or made for another list. */
export function decodeCampaignCursor(text: string): CampaignCursor {
  const { key, id } = decodeKeysetCursor(text, TAG, 'timestamp', CAMPAIGN_MESSAGES.invalidCursor);
  return { createdAt: key, id };
}
