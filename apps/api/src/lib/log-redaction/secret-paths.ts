/**
 * Paths that carry a secret as a path segment: the segment after one of these names is a live token
 * (a password-reset link, an unsubscribe link, the token Africa's Talking's delivery reports are
 * addressed with). Whoever reads a log must not be able to follow it or forge with it, so the segment
 * is masked wherever the path is logged — the API route and the web page alike.
 */
export const SECRET_PATH_SEGMENTS = [
  'reset-password',
  'verify-email',
  'unsubscribe',
  'sms-delivery',
] as const;

export const REDACTED_SEGMENT = '[redacted]';

const SECRET_NAMES: ReadonlySet<string> = new Set(SECRET_PATH_SEGMENTS);

/** A segment as the router reads it: percent-decoded (reset%2Dpassword is reset-password), any case. */
function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment).toLowerCase();
  } catch {
    return segment.toLowerCase();
  }
}

/**
 * The path to log: no query string (it can hold a verification token) and no secret segment. Names are
 * compared after decoding, since the router decodes the path before it matches a route; the rest of
 * the path is logged as it came.
 */
export function redactSecretPath(url: string): string {
  const segments = (url.split(/[?#]/, 1)[0] ?? '').split('/');
  return segments
    .map((segment, i) => {
      const previous = segments[i - 1];
      return previous !== undefined && segment !== '' && SECRET_NAMES.has(decoded(previous))
        ? REDACTED_SEGMENT
        : segment;
    })
    .join('/');
}
