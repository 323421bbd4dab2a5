import { errorDetail } from '@kwacha/shared/api/envelope';
import { CAMPAIGN_MESSAGES } from '@kwacha/shared/staff/campaigns';
import { ValidationError } from '../../lib/domain-errors';
import type { CampaignCursor } from './campaigns.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
// Years 2000–2999 only: PostgreSQL refuses year 0000 with an error, which must be a 400 instead.
const TIMESTAMP_KEY = /^2\d{3}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** The history's keyset cursor (docs/architecture.md §4): opaque to the page, checked when it returns. */
export function encodeCampaignCursor(cursor: CampaignCursor): string {
  return Buffer.from(JSON.stringify([cursor.createdAt, cursor.id])).toString('base64url');
}

/** The cursor, or a 400 when it was tampered with or cut short. */
export function decodeCampaignCursor(text: string): CampaignCursor {
  const parsed = parse(text);
  if (!Array.isArray(parsed) || parsed.length !== 2) throw invalidCursor();
  const [createdAt, id] = parsed as unknown[];
  if (typeof createdAt !== 'string' || typeof id !== 'string' || !UUID.test(id)) throw invalidCursor();
  if (!TIMESTAMP_KEY.test(createdAt) || !isRealInstant(createdAt)) throw invalidCursor();
  return { createdAt, id };
}

/** 2026-02-30T… has the right shape but is no instant. */
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
  return new ValidationError([errorDetail('cursor', 'Invalid cursor.')], CAMPAIGN_MESSAGES.invalidCursor);
}
