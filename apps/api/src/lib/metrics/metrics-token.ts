import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Whether an Authorization header carries the scrape token. Both sides are hashed first so the comparison
 * takes the same time whatever the length or content of what was sent.
 */
export function metricsTokenMatches(authorization: string | undefined, token: string): boolean {
  const match = authorization ? /^Bearer\s+(\S+)$/i.exec(authorization) : null;
  return timingSafeEqual(digest(match?.[1] ?? ''), digest(token));
}
