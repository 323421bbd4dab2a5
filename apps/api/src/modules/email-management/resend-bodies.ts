/**
 * Whether a failed message can go out again as it was. Once it failed for good the outbox scrubbed its
 * live secrets (mail/delivered-secrets.ts), so its copy may now hold a dead link. An unsubscribe link can
 * be made again exactly (it is the account's signed id, never expiring); any other removed link cannot,
 * and sending a message with a dead link would only confuse its reader.
 */

import { unsubscribeToken } from '../consent/unsubscribe-links';
import type { StoredBodies } from '../mail/delivered-secrets';
import { MASKED_TOKEN, SCRUBBED_BODY } from '../mail/delivered-secrets';

// `/unsubscribe?token=…`, `/api/unsubscribe?token=…` (also `&amp;` forms) and `/unsubscribe/…`, as the
// scrubber left them; it stops at a `.`, so the signature half of the old token may follow.
const MASKED_UNSUBSCRIBE = new RegExp(
  `(/unsubscribe(?:\\?(?:amp;)?token=|/))${MASKED_TOKEN}(?:\\.[A-Za-z0-9_-]+)?`,
  'g',
);

const lostALink = (bodies: StoredBodies) =>
  bodies.textBody === SCRUBBED_BODY ||
  bodies.textBody.includes(MASKED_TOKEN) ||
  bodies.htmlBody.includes(MASKED_TOKEN);

export const holdsMaskedUnsubscribeLink = (bodies: StoredBodies) =>
  new RegExp(MASKED_UNSUBSCRIBE.source).test(bodies.textBody) ||
  new RegExp(MASKED_UNSUBSCRIBE.source).test(bodies.htmlBody);

/**
 * The bodies to send again: unchanged when nothing was scrubbed, with the account's unsubscribe link
 * restored when that was all, or undefined when another link is gone for good.
 */
export function bodiesToSendAgain(
  bodies: StoredBodies,
  unsubscribe: { secret: string; accountId: string } | undefined,
): { bodies: StoredBodies; restored: boolean } | undefined {
  if (!lostALink(bodies)) return { bodies, restored: false };
  if (!unsubscribe) return undefined;
  const token = unsubscribeToken(unsubscribe.secret, unsubscribe.accountId);
  const restored = {
    textBody: bodies.textBody.replace(MASKED_UNSUBSCRIBE, `$1${token}`),
    htmlBody: bodies.htmlBody.replace(MASKED_UNSUBSCRIBE, `$1${token}`),
  };
  return lostALink(restored) ? undefined : { bodies: restored, restored: true };
}
