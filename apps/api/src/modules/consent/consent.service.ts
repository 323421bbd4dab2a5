import type { Executor } from '@kwacha/db';
import type {
  ConsentEventView,
  ConsentState,
  MarketingConsentRequest,
} from '@kwacha/shared/consent/marketing-consent';
import {
  CONSENT_HISTORY_LIMIT,
  type ConsentSource,
  MARKETING_EMAIL_PURPOSE,
} from '@kwacha/shared/consent/marketing-wordings';
import type { AppContext } from '../../context';
import { findUserById, lockUserById, setMarketingOptIn } from '../users/users.public';
import { findConsentEventsOfUser, findLatestGrant, insertConsentEvent } from './consent.repository';

export type ConsentContext = Pick<AppContext, 'db' | 'config' | 'now'>;

/** Where a consent answer came from: the client's address (TRUST_PROXY aware) and its browser. */
export interface ConsentOrigin {
  ip: string | null;
  userAgent: string | null;
}

export interface ConsentChange extends ConsentOrigin {
  source: ConsentSource;
  /** The wording the person was shown (a withdrawal records the wording of the grant it ends, if any). */
  wordingVersion: string;
  at: Date;
}

/**
 * Records a grant of news and offers by e-mail inside the caller's transaction: users.marketing_opt_in
 * becomes true and the consent log gets its record, together or not at all. Answers whether anything was
 * recorded: a grant of the wording already agreed to changes nothing.
 */
export async function grantMarketingConsent(tx: Executor, userId: string, change: ConsentChange) {
  const holder = await lockUserById(tx, userId);
  if (!holder) return false;
  if (holder.marketingOptIn) {
    const latest = await findLatestGrant(tx, userId, MARKETING_EMAIL_PURPOSE);
    if (latest?.wordingVersion === change.wordingVersion) return false;
  }
  await setMarketingOptIn(tx, userId, true, change.at);
  await recordEvent(tx, userId, true, change, change.wordingVersion);
  return true;
}

/**
 * Records a withdrawal inside the caller's transaction. Withdrawing what is not given changes nothing (a
 * second click on an unsubscribe link is harmless), so the log holds one record per real change.
 */
export async function withdrawMarketingConsent(tx: Executor, userId: string, change: ConsentChange) {
  const holder = await lockUserById(tx, userId);
  if (!holder?.marketingOptIn) return false;
  const latest = await findLatestGrant(tx, userId, MARKETING_EMAIL_PURPOSE);
  await setMarketingOptIn(tx, userId, false, change.at);
  await recordEvent(tx, userId, false, change, latest?.wordingVersion ?? change.wordingVersion);
  return true;
}

async function recordEvent(
  tx: Executor,
  userId: string,
  granted: boolean,
  change: ConsentChange,
  wordingVersion: string,
) {
  await insertConsentEvent(tx, {
    userId,
    purpose: MARKETING_EMAIL_PURPOSE,
    granted,
    wordingVersion,
    source: change.source,
    ipAddress: change.ip,
    userAgent: change.userAgent,
    createdAt: change.at,
  });
}

/** The newest consent records of an account, as the profile and the staff user page show them. */
export async function consentHistoryOf(db: Executor, userId: string): Promise<ConsentEventView[]> {
  const rows = await findConsentEventsOfUser(db, userId, MARKETING_EMAIL_PURPOSE, CONSENT_HISTORY_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    granted: row.granted,
    wordingVersion: row.wordingVersion,
    source: row.source,
    ipAddress: row.ipAddress,
    userAgent: row.userAgent,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** GET /api/consent: the current answer, since when, and the history behind it. */
export async function consentStateOf(db: Executor, userId: string): Promise<ConsentState> {
  const [user, history] = await Promise.all([findUserById(db, userId), consentHistoryOf(db, userId)]);
  const marketingOptIn = user?.marketingOptIn ?? false;
  const current = history.find((event) => event.granted === marketingOptIn);
  return { marketingOptIn, since: current?.createdAt ?? null, history };
}

/** PUT /api/consent/marketing from the profile page; answers the state afterwards. */
export async function changeMarketingConsent(
  ctx: ConsentContext,
  userId: string,
  request: MarketingConsentRequest,
  origin: ConsentOrigin,
): Promise<ConsentState> {
  const change: ConsentChange = {
    ...origin,
    source: 'profile',
    wordingVersion: request.wordingVersion,
    at: ctx.now(),
  };
  await ctx.db.transaction(async (tx) => {
    if (request.granted) await grantMarketingConsent(tx, userId, change);
    else await withdrawMarketingConsent(tx, userId, change);
  });
  return consentStateOf(ctx.db, userId);
}

/** A consent given for one application (docs/product.md §25.1): what, which wording, when and from where. */
export interface LoanConsent extends ConsentOrigin {
  userId: string;
  loanId: string;
  purpose: string;
  wordingVersion: string;
  source: string;
  at: Date;
}

/**
 * Records a per-application consent (the credit bureau's) in the caller's transaction, the one that
 * stores the application: the application and its consent exist together or not at all.
 */
export async function recordLoanConsent(tx: Executor, consent: LoanConsent): Promise<void> {
  await insertConsentEvent(tx, {
    userId: consent.userId,
    loanId: consent.loanId,
    purpose: consent.purpose,
    granted: true,
    wordingVersion: consent.wordingVersion,
    source: consent.source,
    ipAddress: consent.ip,
    userAgent: consent.userAgent,
    createdAt: consent.at,
  });
}
