/**
 * What of an e-mail we keep once it has left (or can never leave). The stored copy serves staff
 * (e-mail management) and audits: who got what, when. It must not serve anyone who reads the table —
 * staff, a backup, a database dump — as a way into a borrower's account. So every live secret goes:
 * link tokens (verification, password reset, unsubscribe) are masked in place, and a message that is
 * nothing but a code (the disbursement OTP) keeps no body at all.
 *
 * One exception, by choice never scrubbed: a message kept in the developer's local mailbox (no SMTP_URL,
 * outside production — local-mailbox.ts). It was never sent, and its links and code are the only way the
 * developer can verify, reset or disburse. Scrubbing it after a while would add a job for nothing: every
 * such secret stops working by itself (a code after 10 minutes, a reset link after 1 hour, a verification
 * link after 24), the unsubscribe link can only withdraw consent, and production, where real people's
 * mail is, refuses to start without SMTP_URL.
 */
import { SECRET_PATH_SEGMENTS } from '../../lib/log-redaction/secret-paths';

export const SCRUBBED_BODY = '[The one-time code in this e-mail was delivered and is not kept.]';
export const MASKED_TOKEN = 'removed-after-delivery';

/** Templates whose whole body is a secret. */
const WHOLLY_SECRET_TEMPLATES = new Set(['disbursement-otp']);

// `…/reset-password/<token>`, `…/unsubscribe/<token>` and `…?token=<token>` (also `&amp;token=` in HTML).
// A token may have dotted parts (an unsubscribe token is `<account>.<signature>`); a dot that ends a
// sentence after a link is left alone.
const TOKEN = '[A-Za-z0-9_%-]+(?:\\.[A-Za-z0-9_%-]+)*';
const TOKEN_IN_PATH = new RegExp(`(/(?:${SECRET_PATH_SEGMENTS.join('|')})/)${TOKEN}`, 'g');
const TOKEN_IN_QUERY = new RegExp(`([?&](?:amp;|#38;)?token=)${TOKEN}`, 'g');

export function maskLinkTokens(body: string): string {
  return body.replace(TOKEN_IN_PATH, `$1${MASKED_TOKEN}`).replace(TOKEN_IN_QUERY, `$1${MASKED_TOKEN}`);
}

export interface StoredBodies {
  textBody: string;
  htmlBody: string;
  /** Extra headers (List-Unsubscribe carries a token too). */
  headers?: Record<string, string> | null;
}

const maskHeaders = (headers: Record<string, string> | null | undefined) =>
  headers ? Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, maskLinkTokens(v)])) : null;

const headersOf = (bodies: StoredBodies) =>
  bodies.headers === undefined ? {} : { headers: maskHeaders(bodies.headers) };

/** The bodies (and headers) to keep for a message that has been delivered or has failed for good. */
export function bodiesWithoutSecrets(template: string, bodies: StoredBodies): StoredBodies {
  if (WHOLLY_SECRET_TEMPLATES.has(template)) {
    return { textBody: SCRUBBED_BODY, htmlBody: `<p>${SCRUBBED_BODY}</p>`, ...headersOf(bodies) };
  }
  return {
    textBody: maskLinkTokens(bodies.textBody),
    htmlBody: maskLinkTokens(bodies.htmlBody),
    ...headersOf(bodies),
  };
}
