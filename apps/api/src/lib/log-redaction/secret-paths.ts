/**
 * Paths that carry a secret as a path segment: the segment after one of these names is a live token
 * (a password-reset link, an unsubscribe link). Whoever reads a log must not be able to follow it, so
 * the segment is masked wherever the path is logged — the API route and the web page alike.
 */
export const SECRET_PATH_SEGMENTS = ['reset-password', 'verify-email', 'unsubscribe'] as const;

export const REDACTED_SEGMENT = '[redacted]';

const secretSegment = new RegExp(`(/(?:${SECRET_PATH_SEGMENTS.join('|')})/)[^/?#]+`, 'gi');

/** The path to log: no query string (it can hold a verification token) and no secret segment. */
export function redactSecretPath(url: string): string {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  return path.replace(secretSegment, `$1${REDACTED_SEGMENT}`);
}
