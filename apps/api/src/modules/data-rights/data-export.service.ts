import type { Database, Executor, SessionUser } from '@kwacha/db';
import { LOAN_RECORD_RETENTION_YEARS } from '@kwacha/shared/data-rights/data-rights';
import { formatKwacha } from '@kwacha/shared/money/money';
import type { Config } from '../../config';
import { contactMessagesFrom } from '../contact/contact.public';
import { findCheckOfLoan, reportOfLoanForExport } from '../credit-checks/credit-checks.public';
import { disputesForExport, listingNoticesOfUser } from '../credit-disputes/credit-disputes.public';
import { kycForExport } from '../kyc/kyc-data-rights';
import { emailsSentTo } from '../mail/mail.public';
import { smsSentTo } from '../sms/sms.public';
import {
  auditEventsAbout,
  complaintsOf,
  consentEventsOf,
  disbursementsOf,
  insertRequest,
  loansOf,
  notificationsOf,
  paymentsOf,
  requestsOf,
  sessionsOf,
} from './data-rights.repository';

/**
 * A borrower's copy of everything we hold about them (docs/product.md §18.1, Data Protection Act 2021):
 * machine-readable, with amounts in ngwee. Never a secret: no password or token hash, no session token,
 * no e-mail body (bodies carried sign-in and reset links), no one-time code.
 */
export interface DataExport {
  generatedAt: string;
  notes: string[];
  profile: Record<string, unknown>;
  consentEvents: Awaited<ReturnType<typeof consentEventsOf>>;
  loans: Record<string, unknown>[];
  payments: Record<string, unknown>[];
  disbursements: Awaited<ReturnType<typeof disbursementsOf>>;
  notifications: Awaited<ReturnType<typeof notificationsOf>>;
  contactMessages: Awaited<ReturnType<typeof contactMessagesFrom>>;
  complaints: Awaited<ReturnType<typeof complaintsOf>>;
  /**
   * The credit bureau (docs/product.md §25.6): the checks made at application, each with what it came to
   * and the bureau's report it used (score and facilities, as staff saw them), the notices before a first
   * listing and the disputes. The bureau consents are among consentEvents, each with its loan.
   */
  creditBureau: {
    checks: Record<string, unknown>[];
    listingNotices: Awaited<ReturnType<typeof listingNoticesOfUser>>;
    disputes: Awaited<ReturnType<typeof disputesForExport>>;
  };
  /** The identity check: status and which photos were uploaded when (not the photos). */
  identityCheck: Awaited<ReturnType<typeof kycForExport>>;
  emailsSent: Awaited<ReturnType<typeof emailsSentTo>>;
  textMessagesSent: Awaited<ReturnType<typeof smsSentTo>>;
  sessions: Awaited<ReturnType<typeof sessionsOf>>;
  auditEvents: Awaited<ReturnType<typeof auditEventsAbout>>;
  dataRightsRequests: Record<string, unknown>[];
}

export const EXPORT_NOTES = [
  'Amounts are in ngwee: 100 ngwee = K1.00.',
  'Times are in UTC (ISO 8601).',
  'E-mails are listed by subject and date; their bodies are left out because they carried sign-in links.',
  `Loan records are kept for ${LOAN_RECORD_RETENTION_YEARS} years after a loan closes, even after the account is erased.`,
];

function profileOf(user: SessionUser) {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    isEmailVerified: user.isEmailVerified,
    firstName: user.firstName,
    lastName: user.lastName,
    phoneNumber: user.phoneNumber,
    dateOfBirth: user.dateOfBirth,
    nrcNumber: user.nrcNumber,
    addressLine1: user.addressLine1,
    city: user.city,
    province: user.province,
    country: user.country,
    role: user.role,
    isActive: user.isActive,
    marketingOptIn: user.marketingOptIn,
    registrationDate: user.registrationDate,
    updatedAt: user.updatedAt,
  };
}

/** The bureau's report a check used, in plain fields (amounts in ngwee; each facility on one line). */
function reportFields(report: Awaited<ReturnType<typeof reportOfLoanForExport>>) {
  if (!report) return { reportOutcome: null };
  return {
    reportOutcome: report.outcome,
    bureau: report.bureau,
    bureauReference: report.reference,
    reportFetchedAt: report.fetchedAt,
    score: report.score,
    arrearsDaysElsewhere: report.maxArrearsDays,
    instalmentsElsewhere: report.otherInstalments,
    facilities: report.facilities
      .map(
        (f) =>
          `${f.lender} (${f.kind}, opened ${f.openedOn}): balance ${formatKwacha(f.balance)}, ` +
          `${formatKwacha(f.monthlyInstalment)} a month, ${f.arrearsDays} days in arrears, ${f.status}`,
      )
      .join('; '),
  };
}

/** What each application's credit bureau check came to (modules/credit-checks), oldest loan first. */
async function creditChecksOf(db: Executor, config: Pick<Config, 'kyc'>, userId: string, loanIds: string[]) {
  const checks: Record<string, unknown>[] = [];
  for (const loanId of loanIds) {
    const check = await findCheckOfLoan(db, loanId);
    if (check) {
      checks.push({
        loanId,
        status: check.status,
        reused: check.reused,
        ruleEffect: check.ruleEffect,
        ruleReasons: check.ruleReasons.join(', '),
        checkedAt: check.checkedAt,
        ...reportFields(await reportOfLoanForExport({ db, config }, loanId, userId)),
      });
    }
  }
  return checks;
}

/** Puts the copy together and logs the request as completed, in one transaction. */
export async function exportDataOf(db: Database, config: Pick<Config, 'kyc'>, user: SessionUser, now: Date) {
  return db.transaction(async (tx) => {
    const loans = await loansOf(tx, user.id);
    const loanIds = loans.map((l) => l.id);
    const data: DataExport = {
      generatedAt: now.toISOString(),
      notes: EXPORT_NOTES,
      profile: profileOf(user),
      consentEvents: await consentEventsOf(tx, user.id),
      loans: loans.map((l) => ({
        id: l.id,
        productId: l.productId,
        productName: l.quoteSnapshot.productName,
        status: l.status,
        amount: l.amount,
        durationMonths: l.durationMonths,
        purpose: l.purpose,
        monthlyRateBasisPoints: l.monthlyRateBasisPoints,
        serviceFee: l.serviceFee,
        amountReceived: l.amountReceived,
        totalRepayable: l.totalRepayable,
        aprBasisPoints: l.quoteSnapshot.aprBasisPoints,
        lateFeeBasisPoints: l.lateFeeBasisPoints,
        lateFeeGraceDays: l.lateFeeGraceDays,
        keyFactsText: l.keyFactsText,
        keyFactsAcceptedAt: l.keyFactsAcceptedAt,
        schedule: l.quoteSnapshot.schedule,
        disbursementMethod: l.disbursementMethod,
        mobileMoneyProvider: l.mobileMoneyProvider,
        mobileMoneyNumber: l.mobileMoneyNumber,
        bankName: l.bankName,
        bankAccountName: l.bankAccountName,
        bankAccountNumber: l.bankAccountNumber,
        remarks: l.remarks,
        rejectionReason: l.rejectionReason,
        applicationDate: l.applicationDate,
        decidedAt: l.decidedAt,
        disbursementDate: l.disbursementDate,
      })),
      payments: (await paymentsOf(tx, user.id)).map((p) => ({
        id: p.id,
        loanId: p.loanId,
        reference: p.reference,
        amount: p.amount,
        purpose: p.purpose,
        operator: p.operator,
        phoneNumber: p.phoneNumber,
        status: p.status,
        failureReason: p.failureReason,
        createdAt: p.createdAt,
        settledAt: p.settledAt,
      })),
      disbursements: await disbursementsOf(tx, loanIds),
      notifications: await notificationsOf(tx, user.id),
      contactMessages: await contactMessagesFrom(tx, user.email),
      complaints: await complaintsOf(tx, user.id),
      creditBureau: {
        checks: await creditChecksOf(tx, config, user.id, loanIds),
        listingNotices: await listingNoticesOfUser(tx, user.id),
        disputes: await disputesForExport(tx, user.id),
      },
      identityCheck: await kycForExport(tx, user.id),
      emailsSent: await emailsSentTo(tx, user.id, user.email),
      textMessagesSent: await smsSentTo(tx, user.id),
      sessions: await sessionsOf(tx, user.id),
      auditEvents: await auditEventsAbout(tx, user.id, loanIds),
      dataRightsRequests: (await requestsOf(tx, user.id)).map((r) => ({
        kind: r.kind,
        status: r.status,
        details: r.details,
        outcome: r.outcome,
        createdAt: r.createdAt,
        completedAt: r.completedAt,
      })),
    };
    await insertRequest(tx, {
      userId: user.id,
      kind: 'export',
      status: 'completed',
      outcome: 'A copy of your data was downloaded.',
      createdAt: now,
      completedAt: now,
    });
    return data;
  });
}
