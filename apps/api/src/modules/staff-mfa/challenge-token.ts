import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** How long the password step's answer may wait for the code. */
export const CHALLENGE_MS = 5 * 60_000;

const mac = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(`staff totp challenge:${payload}`).digest('base64url');

/**
 * What the password step answers a staff member with an authenticator app instead of a session: the user
 * id, a deadline and a nonce, signed with SESSION_SECRET. It holds no secret and opens nothing alone: the
 * code must come with it. It is spent by the first sign-in it gives (the nonce, in the attempt store).
 */
export function issueChallenge(secret: string, userId: string, now: Date): string {
  const payload = Buffer.from(
    JSON.stringify({ u: userId, e: now.getTime() + CHALLENGE_MS, n: randomBytes(12).toString('base64url') }),
  ).toString('base64url');
  return `${payload}.${mac(secret, payload)}`;
}

/** The user and nonce of a challenge signed by us and not yet past its deadline, else undefined. */
export function readChallenge(
  secret: string,
  token: string,
  now: Date,
): { userId: string; nonce: string } | undefined {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return undefined;
  const expected = Buffer.from(mac(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  try {
    const { u, e, n } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<
      string,
      unknown
    >;
    if (typeof u !== 'string' || typeof e !== 'number' || typeof n !== 'string') return undefined;
    return e > now.getTime() ? { userId: u, nonce: n } : undefined;
  } catch {
    return undefined;
  }
}
