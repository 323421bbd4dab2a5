import type { LoanApplication, LoanProduct, NewLoanApplication, SessionUser } from '@kwacha/db';
import { violatedUniqueIndex } from '@kwacha/db';
import {
  CREDIT_BUREAU_CONSENT_SOURCE,
  CREDIT_BUREAU_PURPOSE,
  CURRENT_CREDIT_BUREAU_WORDINGS,
} from '@kwacha/shared/consent/credit-bureau-wordings';
import { DEFAULT_LANGUAGE, isLanguage } from '@kwacha/shared/i18n/languages';
import { ageOn, lusakaToday, MINIMUM_BORROWER_AGE } from '@kwacha/shared/identity/age';
import { isZambianCitizenNrc } from '@kwacha/shared/identity/nrc';
import type { ApplyCommand } from '@kwacha/shared/loans/apply-request';
import { keyFactsStatement } from '@kwacha/shared/loans/key-facts';
import { quoteLoan } from '@kwacha/shared/loans/loan-quote';
import type { LoanStatus } from '@kwacha/shared/loans/loan-view';
import { formatKwacha, kwachaToNgwee } from '@kwacha/shared/money/money';
import { DEFAULT_SETTINGS, type FeeRules, type LateFeeRule } from '@kwacha/shared/staff/settings';
import type { AppContext } from '../../context';
import { withListedBank } from '../banks/banks.service';
import { type ConsentOrigin, recordLoanConsent } from '../consent/consent.public';
import { requireConsentIfMandatory, runApplicationCheck } from '../credit-checks/credit-checks.public';
import { runInstantApproval } from '../loan-decisions/instant-approval.service';
import { checkProductLimits, loadProductForQuote } from '../loan-products/loan-products.service';
import { insertLoan, userHasLoanIn } from '../loans/loans.public';
import { notifyStaff, tellBorrower } from '../notifications/notifications.public';
import { checkPayoutChannel } from '../payment-channels/payment-channels.service';
import { EmailNotVerifiedError } from '../sessions/sessions.errors';
import { readFeeRules, readLateFeeRule } from '../settings/settings.service';
import { NotEligibleError, OpenApplicationExistsError, TermsChangedError } from './loan-applications.errors';

export const APPLICATION_RECEIVED_MESSAGE =
  'Your loan application has been submitted. We will review it shortly.';
export const APPLICATION_APPROVED_MESSAGE =
  'Your loan application has been approved. We will send the money within 24 hours.';

/** What the borrower reads after applying: instant approval answers at once, otherwise staff review it. */
export function applicationMessage(status: LoanStatus): string {
  return status === 'approved' ? APPLICATION_APPROVED_MESSAGE : APPLICATION_RECEIVED_MESSAGE;
}

/** The staff bell's text for a new application (issue 6): "New loan application from Mwila Banda for K1,000.00". */
export function newApplicationNotice(user: SessionUser, amount: number): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username;
  return `New loan application from ${name} for ${formatKwacha(amount)}`;
}

/** The lending rules a borrower must meet before an application is accepted, each with its own message. */
async function checkEligibility(ctx: Pick<AppContext, 'db' | 'now'>, user: SessionUser): Promise<void> {
  if (!user.isEmailVerified)
    throw new EmailNotVerifiedError('Please verify your email address before applying for a loan.');
  if (!user.dateOfBirth || ageOn(user.dateOfBirth, lusakaToday(ctx.now())) < MINIMUM_BORROWER_AGE) {
    throw new NotEligibleError('You must be at least 18 years old to apply for a loan.');
  }
  if (!user.nrcNumber || !isZambianCitizenNrc(user.nrcNumber)) {
    throw new NotEligibleError(
      'Loans are available to Zambian citizens only: a citizen NRC number ends in 1.',
    );
  }
  if (await userHasLoanIn(ctx.db, user.id, ['overdue', 'written_off'])) {
    throw new NotEligibleError('You have an overdue loan. Please repay it before applying for a new loan.');
  }
  // approval_error is an application waiting for staff, as open as a pending one.
  if (await userHasLoanIn(ctx.db, user.id, ['pending', 'in_review', 'approval_error']))
    throw new OpenApplicationExistsError();
}

/** The settings an application is quoted under (docs/product.md §14.5): the fee and the late-fee rule. */
export type ApplicationTerms = FeeRules & LateFeeRule;
const DEFAULT_APPLICATION_TERMS: ApplicationTerms = { ...DEFAULT_SETTINGS.fees, ...DEFAULT_SETTINGS.lateFee };

/**
 * The row for an application on `product` with these terms, quoted and snapshotted as of `now`: the fee,
 * rate and schedule stay with the loan whatever a superuser changes later. Test and demo data may leave
 * `terms` out and get the defaults.
 */
export function buildApplicationRow(
  product: LoanProduct,
  userId: string,
  command: ApplyCommand,
  now: Date,
  terms: ApplicationTerms = DEFAULT_APPLICATION_TERMS,
): NewLoanApplication {
  const amount = kwachaToNgwee(command.amount);
  const quote = quoteLoan({
    amount,
    months: command.duration,
    monthlyRateBasisPoints: product.monthlyRateBasisPoints,
    serviceFeeBasisPoints: terms.serviceFeeBasisPoints,
    startDate: lusakaToday(now),
  });
  const mobile = command.disbursementMethod === 'mobile_money';
  return {
    userId,
    productId: product.id,
    amount,
    durationMonths: command.duration,
    monthlyRateBasisPoints: product.monthlyRateBasisPoints,
    lateFeeBasisPoints: terms.lateFeeBasisPoints,
    lateFeeGraceDays: terms.graceDays,
    purpose: command.purpose,
    status: 'pending',
    serviceFee: quote.serviceFee,
    amountReceived: quote.amountReceived,
    totalRepayable: quote.totalRepayable,
    quoteSnapshot: {
      productName: product.name,
      serviceFee: quote.serviceFee,
      amountReceived: quote.amountReceived,
      instalment: quote.instalment,
      totalInterest: quote.totalInterest,
      totalRepayable: quote.totalRepayable,
      aprBasisPoints: quote.aprBasisPoints,
      quotedOn: lusakaToday(now),
      schedule: quote.schedule,
    },
    keyFactsText: keyFactsStatement(product.name, quote, terms).join('\n'),
    keyFactsAcceptedAt: now,
    disbursementMethod: command.disbursementMethod,
    mobileMoneyProvider: mobile ? (command.mobileMoneyProvider ?? null) : null,
    mobileMoneyNumber: mobile ? (command.mobileMoneyNumber ?? null) : null,
    bankName: mobile ? null : (command.bankName ?? null),
    bankAccountName: mobile ? null : (command.bankAccountName ?? null),
    bankAccountNumber: mobile ? null : (command.bankAccountNumber ?? null),
    bankCode: mobile ? null : (command.bankCode ?? null),
    applicationDate: now,
    updatedAt: now,
  };
}

/** True when the terms the borrower accepted are the ones in force (all kept in basis points). */
function sameTerms(
  agreed: NonNullable<ApplyCommand['agreedTerms']>,
  monthlyRateBasisPoints: number,
  terms: ApplicationTerms,
): boolean {
  const bp = (percent: number) => Math.round(percent * 100);
  return (
    bp(agreed.monthlyRatePercent) === monthlyRateBasisPoints &&
    bp(agreed.serviceFeePercent) === terms.serviceFeeBasisPoints &&
    bp(agreed.lateFeePercent) === terms.lateFeeBasisPoints &&
    agreed.lateFeeGraceDays === terms.graceDays
  );
}

/**
 * Stores an eligible application and tells staff in the same transaction, with the borrower's credit
 * bureau consent when given (docs/product.md §25.1); then the bureau check (§25.2) and the
 * instant-approval rules (issue 6), which read the check: the loan returned is approved, pending or
 * approval_error accordingly.
 */
export async function applyForLoan(
  ctx: Pick<AppContext, 'db' | 'now' | 'mailer' | 'config' | 'providers' | 'logger'>,
  user: SessionUser,
  command: ApplyCommand,
  origin: ConsentOrigin = { ip: null, userAgent: null },
) {
  await checkEligibility(ctx, user);
  const product = await loadProductForQuote(ctx.db, command.productId);
  checkProductLimits(product, kwachaToNgwee(command.amount), command.duration);
  checkPayoutChannel(ctx.providers, command);
  const listed = await withListedBank(ctx.providers, command); // the bank id and name from the directory
  // The settings in force now: what the borrower was just shown (docs/product.md §14.5).
  const terms: ApplicationTerms = { ...(await readFeeRules(ctx.db)), ...(await readLateFeeRule(ctx.db)) };
  if (command.agreedTerms && !sameTerms(command.agreedTerms, product.monthlyRateBasisPoints, terms)) {
    throw new TermsChangedError();
  }
  const bureauConsent = command.creditBureauConsent === true;
  await requireConsentIfMandatory(ctx, product.id, bureauConsent);
  let loan: LoanApplication;
  try {
    loan = await ctx.db.transaction(async (tx) => {
      const row = await insertLoan(tx, buildApplicationRow(product, user.id, listed, ctx.now(), terms));
      await notifyStaff(tx, {
        type: 'new_loan_application',
        message: newApplicationNotice(user, row.amount),
        loanId: row.id,
      });
      if (bureauConsent) {
        await recordLoanConsent(tx, {
          userId: user.id,
          loanId: row.id,
          purpose: CREDIT_BUREAU_PURPOSE,
          // The sentence the form showed; an older client names none: the one of the borrower's language.
          wordingVersion:
            command.creditBureauWordingVersion ??
            CURRENT_CREDIT_BUREAU_WORDINGS[isLanguage(user.language) ? user.language : DEFAULT_LANGUAGE]
              .version,
          source: CREDIT_BUREAU_CONSENT_SOURCE,
          ...origin,
          at: row.applicationDate,
        });
      }
      return row;
    });
  } catch (error) {
    // Two applications at once: the partial unique index lets only one open application through.
    if (violatedUniqueIndex(error) === 'loan_applications_one_open_per_user')
      throw new OpenApplicationExistsError();
    throw error;
  }
  // Bounded by the bureau client's timeout: a bureau that hangs never holds the borrower's request.
  const check = await runApplicationCheck(ctx, user, loan, bureauConsent);
  if (check.status === 'used' && check.ruleEffect) {
    // The adverse-action notice of a hold: the report sent it to a person (docs/product.md §25.2).
    await ctx.db.transaction((tx) =>
      tellBorrower(tx, { mailer: ctx.mailer, appUrl: ctx.config.appUrl, now: ctx.now() }, user.id, {
        kind: 'credit_review_hold',
        loan: { id: loan.id, amount: loan.amount, productName: loan.quoteSnapshot.productName },
      }),
    );
  }
  return runInstantApproval(ctx, loan, product.maxAmount);
}
