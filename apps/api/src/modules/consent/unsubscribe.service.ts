import type { UnsubscribeLink } from '@kwacha/shared/consent/marketing-consent';
import { CURRENT_MARKETING_WORDING } from '@kwacha/shared/consent/marketing-wordings';
import { findUserById } from '../users/users.public';
import { InvalidUnsubscribeLinkError } from './consent.errors';
import { type ConsentContext, type ConsentOrigin, withdrawMarketingConsent } from './consent.service';
import { verifyUnsubscribeToken } from './unsubscribe-links';

/** The account a token names; a malformed or forged token is a 400, before the database is asked. */
function accountOf(ctx: ConsentContext, token: string): string {
  // Links in e-mails sent before a secret rotation still work (docs/operations.md, "Rotating secrets").
  const { sessionSecret, sessionSecretPrevious } = ctx.config;
  const userId =
    verifyUnsubscribeToken(sessionSecret, token) ??
    (sessionSecretPrevious ? verifyUnsubscribeToken(sessionSecretPrevious, token) : undefined);
  if (!userId) throw new InvalidUnsubscribeLinkError();
  return userId;
}

/** 'mwila.banda@example.zm' → 'm•••@example.zm': enough to recognise, little to a stranger who finds it. */
export function partlyHiddenEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${email.slice(0, 1)}•••${email.slice(at)}`;
}

/**
 * GET /api/unsubscribe: what the page shows before its button is pressed. It changes nothing: mail
 * scanners open every link in a message, and opening one must not unsubscribe anybody.
 */
export async function describeUnsubscribeLink(ctx: ConsentContext, token: string): Promise<UnsubscribeLink> {
  const user = await findUserById(ctx.db, accountOf(ctx, token));
  return {
    email: user ? partlyHiddenEmail(user.email) : null,
    marketingOptIn: user?.marketingOptIn ?? false,
  };
}

/**
 * POST /api/unsubscribe: withdraws consent for the account the signed token names, without a session or
 * a password. A token signed for an account that no longer exists, or one already withdrawn, is answered
 * like any other (the caller cannot tell them apart).
 */
export async function unsubscribeWithToken(
  ctx: ConsentContext,
  token: string,
  source: 'unsubscribe_link' | 'list_unsubscribe',
  origin: ConsentOrigin,
): Promise<void> {
  const userId = accountOf(ctx, token);
  await ctx.db.transaction(async (tx) => {
    await withdrawMarketingConsent(tx, userId, {
      ...origin,
      source,
      // Recorded only for an account opted in without a grant on record; otherwise the grant's wording.
      wordingVersion: CURRENT_MARKETING_WORDING.version,
      at: ctx.now(),
    });
  });
}
