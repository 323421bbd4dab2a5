import type { SessionUser } from '@kwacha/db';
import { CURRENT_MARKETING_WORDING } from '@kwacha/shared/consent/marketing-wordings';
import {
  type DataRightsStatus,
  type ErasureResult,
  LOAN_RECORD_RETENTION_YEARS,
} from '@kwacha/shared/data-rights/data-rights';
import { lusakaToday } from '@kwacha/shared/identity/age';
import type { LoanStatus } from '@kwacha/shared/loans/loan-status';
import { LOAN_STATUS_LABELS } from '@kwacha/shared/loans/loan-status-labels';
import type { AppContext } from '../../context';
import { recordAudit } from '../audit/audit.public';
import { invalidateUnusedTokens } from '../auth/auth.public';
import { clearConsentOriginsOf } from '../consent/consent.public';
import { withdrawMarketingConsent } from '../consent/consent.service';
import { deleteContactMessagesFrom } from '../contact/contact.public';
import { countOpenDisputesOfUser } from '../credit-disputes/credit-disputes.public';
import { eraseKycOf, removeErasedPhotos } from '../kyc/kyc-data-rights';
import { forgetRecipient } from '../mail/mail.public';
import { deleteNotificationsOf } from '../notifications/notifications.public';
import { revokeAllSessionsOfUser } from '../sessions/sessions.public';
import { forgetSmsRecipient } from '../sms/sms.public';
import { anonymiseUser, lockUserById } from '../users/users.public';
import { ErasureRefusedError } from './data-rights.errors';
import {
  clearRequestDetailsOf,
  closePendingRequestsOf,
  countPaymentsInFlight,
  insertRequest,
  loansOf,
} from './data-rights.repository';
import { checkPassword } from './password-check';

type Ctx = Pick<AppContext, 'db' | 'now' | 'attempts' | 'config' | 'logger'>;

/** A loan in one of these states is finished: nothing more will be lent, paid or collected on it. */
const FINISHED: readonly LoanStatus[] = ['rejected', 'paid', 'cancelled'];

const longDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
/** "2036-12-10" → "10 December 2036". */
export const formatLongDate = (isoDate: string) => longDate.format(new Date(`${isoDate}T00:00:00Z`));

/** The Lusaka day `years` after `isoDate` (29 February becomes 28 February in a common year). */
export function yearsAfter(isoDate: string, years: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const year = y + years;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const day = m === 2 && d === 29 && !leap ? 28 : d;
  return `${year}-${String(m).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const ERASED_LIST =
  'your name, e-mail address, phone number, NRC number, date of birth and address, your notifications, your contact messages, the copies of e-mails we sent you and your sign-ins are gone, news and offers are withdrawn, and you can no longer sign in';
// docs/product.md §20.7: identity documents go with the account unless loan records keep them.
const ERASED_LIST_WITH_DOCUMENTS = ERASED_LIST.replace(
  ' and your sign-ins are gone',
  ', your sign-ins and the photos of your NRC and selfie are gone',
);

export const erasureTexts = {
  openLoan: (status: LoanStatus) =>
    `Your account cannot be erased yet: you have a loan that is not finished (${LOAN_STATUS_LABELS[status]}). Once every loan is repaid or closed you can ask again. We must keep loan records for ${LOAN_RECORD_RETENTION_YEARS} years after a loan closes.`,
  // docs/product.md §25.6: an open dispute is still being answered, and the loan is reported as disputed.
  disputeOpen:
    'Your account cannot be erased yet: your dispute of a credit bureau record is still open. Once we have answered it you can ask again.',
  paymentInFlight:
    "Your account cannot be erased yet: a payment is waiting for the mobile money provider's answer. Please ask again once it has gone through or failed.",
  withLoans: (keptUntil: string) =>
    `Your account was erased: ${ERASED_LIST}. By law (Financial Intelligence Centre Act 2010, section 22) we keep the records of your loans — the loans, their repayment schedules, payments and disbursements, with the mobile money numbers and bank accounts used, any complaints you raised and the identity documents you uploaded — and, by the Credit Reporting Act 2018, what we reported to the credit bureau about them: the credit bureau consents you gave, the notices we sent before reporting a loan as in arrears and your disputes of bureau records, until ${formatLongDate(keptUntil)}, ${LOAN_RECORD_RETENTION_YEARS} years after your last loan closed. They no longer carry your name.`,
  closedByErasure: 'The account was erased before this request was decided.',
  withoutLoans: `Your account was erased: ${ERASED_LIST_WITH_DOCUMENTS}. We keep only a record that you asked for erasure and when.`,
};

/**
 * Erasure (docs/product.md §18.2): refused while a loan is open or a payment is in flight (logged as
 * refused); otherwise every personal field is cleared at once and the loan records stay — the ledger is
 * not touched. The audit record names no personal data.
 */
export async function eraseAccount(ctx: Ctx, user: SessionUser, password: string): Promise<ErasureResult> {
  await checkPassword(ctx, user, password);
  const now = ctx.now();
  const outcome = await ctx.db.transaction(async (tx) => {
    const holder = await lockUserById(tx, user.id);
    if (!holder) throw new Error(`user ${user.id} vanished`);
    const loans = await loansOf(tx, user.id);
    const open = loans.find((l) => !FINISHED.includes(l.status));
    const refusal = open
      ? erasureTexts.openLoan(open.status)
      : (await countPaymentsInFlight(tx, user.id)) > 0
        ? erasureTexts.paymentInFlight
        : (await countOpenDisputesOfUser(tx, user.id)) > 0
          ? erasureTexts.disputeOpen
          : undefined;
    if (refusal) {
      await insertRequest(tx, {
        userId: user.id,
        kind: 'erasure',
        status: 'refused',
        outcome: refusal,
        createdAt: now,
        completedAt: now,
      });
      return { status: 'refused' as const, explanation: refusal, keptUntil: null, photoKeys: [] };
    }

    const lastClosed = loans.reduce<Date | undefined>(
      (latest, l) => (!latest || l.updatedAt > latest ? l.updatedAt : latest),
      undefined,
    );
    const keptUntil = lastClosed ? yearsAfter(lusakaToday(lastClosed), LOAN_RECORD_RETENTION_YEARS) : null;
    const status: DataRightsStatus = keptUntil ? 'partially_completed' : 'completed';
    const explanation = keptUntil ? erasureTexts.withLoans(keptUntil) : erasureTexts.withoutLoans;

    await withdrawMarketingConsent(tx, user.id, {
      source: 'account_erasure',
      wordingVersion: CURRENT_MARKETING_WORDING.version,
      ip: null,
      userAgent: null,
      at: now,
    });
    // Credit bureau data (docs/product.md §25.6): the consents stay as the evidence the Credit Reporting Act
    // asks for (what was agreed to, which wording, when), their address and browser go like every other's;
    // the listing notices and disputes stay with the loan records (credit_listing_notices, credit_disputes:
    // what was reported, the notice given before it, the borrower's challenge and its outcome), while the
    // copies of the notices in the bell, the e-mails and the texts go below with all the others.
    await clearConsentOriginsOf(tx, user.id);
    await deleteNotificationsOf(tx, user.id);
    await deleteContactMessagesFrom(tx, holder.email);
    await revokeAllSessionsOfUser(tx, user.id, now);
    await invalidateUnusedTokens(tx, user.id, 'verify_email', now);
    await invalidateUnusedTokens(tx, user.id, 'reset_password', now);
    await closePendingRequestsOf(tx, user.id, erasureTexts.closedByErasure, now);
    await clearRequestDetailsOf(tx, user.id);
    // Identity documents stay with the loan records they belong to (docs/product.md §20.7).
    const photoKeys = await eraseKycOf(ctx, tx, user.id, keptUntil);
    const erased = await anonymiseUser(tx, user.id, now);
    if (!erased) throw new Error(`user ${user.id} vanished`);
    await forgetRecipient(tx, user.id, holder.email, erased.email, now);
    await forgetSmsRecipient(tx, user.id, now);
    await insertRequest(tx, {
      userId: user.id,
      kind: 'erasure',
      status,
      outcome: explanation,
      createdAt: now,
      completedAt: now,
    });
    await recordAudit(tx, {
      actorId: user.id,
      action: 'user.erased',
      entityType: 'user',
      entityId: user.id,
      after: { status, keptUntil },
    });
    return { status, explanation, keptUntil, photoKeys };
  });
  if (outcome.status === 'refused') throw new ErasureRefusedError(outcome.explanation);
  await removeErasedPhotos(ctx, outcome.photoKeys);
  return { status: outcome.status, explanation: outcome.explanation, keptUntil: outcome.keptUntil };
}
