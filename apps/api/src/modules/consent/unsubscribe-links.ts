import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Unsubscribe links that work without signing in (RFC 8058 one-click, and the page a person opens): the
 * token names the account and carries an HMAC under the session secret, so it cannot be forged or pointed
 * at someone else. It does not expire: an old promotion's link must still work. It can only withdraw
 * consent, never grant it.
 */
const PURPOSE = 'kwacha.unsubscribe.v1';

function mac(secret: string, userId: string): string {
  return createHmac('sha256', secret).update(`${PURPOSE}:${userId}`).digest('base64url').slice(0, 32);
}

export function unsubscribeToken(secret: string, userId: string): string {
  return `${Buffer.from(userId).toString('base64url')}.${mac(secret, userId)}`;
}

/** The account a token names, or undefined when it is malformed or forged. */
export function verifyUnsubscribeToken(secret: string, token: string): string | undefined {
  const [encoded, signature] = token.split('.');
  if (!encoded || !signature || token.length > 200) return undefined;
  const userId = Buffer.from(encoded, 'base64url').toString('utf8');
  if (!/^[0-9a-f-]{36}$/i.test(userId)) return undefined;
  const expected = Buffer.from(mac(secret, userId));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? userId : undefined;
}

/** The page a person opens from the e-mail's footer: it confirms, then withdraws the consent. */
export const unsubscribePageUrl = (appUrl: string, secret: string, userId: string) =>
  `${appUrl}/unsubscribe?token=${unsubscribeToken(secret, userId)}`;

/** Where a mail client POSTs `List-Unsubscribe=One-Click` (RFC 8058): no page, no sign-in. */
export const oneClickUnsubscribeUrl = (appUrl: string, secret: string, userId: string) =>
  `${appUrl}/api/unsubscribe?token=${unsubscribeToken(secret, userId)}`;

/** The headers every promotional e-mail carries (RFC 2369 and RFC 8058). */
export function unsubscribeHeaders(appUrl: string, secret: string, userId: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${oneClickUnsubscribeUrl(appUrl, secret, userId)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}
