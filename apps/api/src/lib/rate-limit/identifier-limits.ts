import { createHash } from 'node:crypto';
import { RateLimitedError } from '../domain-errors';
import type { AttemptStore } from './attempt-store';
import { formatWait } from './wait-text';

export interface IdentifierLimit {
  /** Events allowed per key within the window; the next one is refused until the window closes. */
  max: number;
  windowMs: number;
  /** What the person reads when refused; `{wait}` becomes "12 minutes". */
  message: string;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Strict limits per account and per identifier (docs/decisions/009-throttling-for-shared-addresses.md).
 * They follow the thing being attacked — an account, an e-mail inbox — across every address, so one
 * address behind a carrier-grade NAT (a whole town on payday) is never what is counted.
 */
export const IDENTIFIER_LIMITS = {
  /**
   * Password guesses evaluated per account (or unknown login name) from one address (login-guessing.ts),
   * and password checks before an erasure or an e-mail change per account (data-rights).
   */
  login: {
    max: 5,
    windowMs: 15 * MINUTE,
    message: 'Too many failed login attempts for this account. Please wait {wait} before trying again.',
  },
  /** Reset e-mails to one address, whoever asks and from wherever. */
  passwordReset: {
    max: 3,
    windowMs: HOUR,
    message:
      'Too many password reset requests for this email address. Please wait {wait} before trying again.',
  },
  /** Verification e-mails to one account. */
  verificationEmail: {
    max: 3,
    windowMs: HOUR,
    message: 'Too many verification emails requested. Please wait {wait} before trying again.',
  },
  /** Registration attempts naming one e-mail, phone number or NRC. */
  registration: {
    max: 5,
    windowMs: HOUR,
    message: 'Too many registration attempts with these details. Please wait {wait} before trying again.',
  },
  /** Contact-form messages from one e-mail address. */
  contact: {
    max: 5,
    windowMs: HOUR,
    message: 'You have sent several messages already. Please wait {wait} before sending another.',
  },
  /** Complaints raised per borrower (docs/product.md §17.2): each one starts a staff clock. */
  complaint: {
    max: 5,
    windowMs: HOUR,
    message: 'You have raised several complaints already. Please wait {wait} before raising another.',
  },
  /** Identity photos uploaded per borrower (docs/product.md §20.3): each is decoded and re-encoded. */
  kycUpload: {
    max: 30,
    windowMs: HOUR,
    message: 'You have uploaded many photos already. Please wait {wait} before uploading another.',
  },
  /** Repayment requests per borrower: each pushes a PIN prompt to a phone. */
  paymentRequest: {
    max: 20,
    windowMs: 10 * MINUTE,
    message: 'Too many payment requests. Please wait {wait} before trying again.',
  },
  /**
   * USSD steps per calling number (docs/product.md §26), whichever gateway carries them: a whole session is
   * about ten, and a gateway's one address carries every borrower, so the number is what is counted.
   */
  ussdStep: {
    max: 60,
    windowMs: 10 * MINUTE,
    message: 'Too many requests from this number. Please wait {wait} before trying again.',
  },
  /** One-time-code confirmations per staff member (each code also locks after 5 wrong tries). */
  disbursementConfirm: {
    max: 100,
    windowMs: 15 * MINUTE,
    message: 'Too many disbursement confirmations. Please wait {wait} before trying again.',
  },
  /** Copies of a borrower's data (docs/product.md §18.1): each reads every table about them. */
  dataExport: {
    max: 10,
    windowMs: HOUR,
    message: 'You have downloaded your data several times already. Please wait {wait} before trying again.',
  },
  /** PDF statements, receipts and clearance letters made per person (each is drawn on the server). */
  documentDownload: {
    max: 60,
    windowMs: 10 * MINUTE,
    message: 'Too many documents requested. Please wait {wait} before trying again.',
  },
  /** Working the statistics out again on demand, per staff member (a job does it every 10 minutes). */
  statisticsRefresh: {
    max: 6,
    windowMs: 10 * MINUTE,
    message: 'The figures were refreshed a moment ago. Please wait {wait} before refreshing again.',
  },
} as const satisfies Record<string, IdentifierLimit>;

/**
 * Keys hold no personal data in the clear (they live in Redis or a table): the identifier is hashed.
 * Lower-cased and trimmed first, so "Ada@X.zm " and "ada@x.zm" are one inbox.
 */
export function identifierKey(kind: string, identifier: string): string {
  const digest = createHash('sha256').update(identifier.trim().toLowerCase()).digest('base64url');
  return `${kind}:${digest.slice(0, 32)}`;
}

/**
 * Counts one event against `key` and refuses it (429) once the limit is passed. The count is reserved
 * before the caller does any work, so the limit holds however many requests arrive at once.
 */
export async function consumeAttempt(
  store: AttemptStore,
  key: string,
  limit: IdentifierLimit,
): Promise<void> {
  const attempt = await store.increment(key, limit.windowMs);
  if (attempt.count <= limit.max) return;
  throw refusal(limit, attempt.resetInMs);
}

/** The 429 for `limit` with the wait in words ("12 minutes") and in whole seconds for Retry-After. */
export function refusal(limit: IdentifierLimit, waitMs: number): RateLimitedError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return new RateLimitedError(limit.message.replace('{wait}', formatWait(seconds)), seconds);
}

/** Counts one event against several identifiers at once (all are counted, then any refusal wins). */
export async function consumeAttempts(
  store: AttemptStore,
  keys: readonly string[],
  limit: IdentifierLimit,
): Promise<void> {
  const results = await Promise.allSettled(keys.map((key) => consumeAttempt(store, key, limit)));
  const refused = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (refused) throw refused.reason;
}
