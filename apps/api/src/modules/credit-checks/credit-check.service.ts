import type { CreditCheck, CreditCheckSettings, LoanApplication } from '@kwacha/db';
import { CREDIT_BUREAU_CONSENT_REQUIRED_MESSAGE } from '@kwacha/shared/consent/credit-bureau-wordings';
import {
  type CreditCheckSettingsInput,
  DEFAULT_CREDIT_CHECK_SETTINGS,
} from '@kwacha/shared/staff/credit-checks';
import type { AppContext } from '../../context';
import { bureauFor } from './bureau-registry';
import type { BureauReport } from './credit-bureau';
import {
  BureauTimeoutError,
  BureauWrongPersonError,
  CreditConsentRequiredError,
} from './credit-checks.errors';
import {
  findCheckSettings,
  findFreshReport,
  findReportByRequestKey,
  saveCheck,
  saveReport,
} from './credit-checks.repository';
import { judgeReport } from './credit-rules';
import { nrcHash, openReport, reportKeysOf, sealReport } from './report-seal';

type Ctx = Pick<AppContext, 'db' | 'now' | 'config' | 'logger'>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The borrower as the bureau is asked about them. */
export interface CheckedPerson {
  id: string;
  nrcNumber: string | null;
  firstName: string | null;
  lastName: string | null;
  dateOfBirth: string | null;
  phoneNumber: string | null;
}

export function settingsInputOf(row: CreditCheckSettings | undefined): CreditCheckSettingsInput {
  if (!row) return DEFAULT_CREDIT_CHECK_SETTINGS;
  return {
    checkMandatory: row.checkMandatory,
    onFailure: row.onFailure === 'proceed' ? 'proceed' : 'hold',
    freshDays: row.freshDays,
    maxArrearsDaysElsewhere: row.maxArrearsDaysElsewhere,
    minScore: row.minScore,
    maxTotalInstalments: row.maxTotalInstalments,
  };
}

export async function checkSettingsOf(ctx: Pick<Ctx, 'db'>, productId: string) {
  return settingsInputOf(await findCheckSettings(ctx.db, productId));
}

/** Before an application is stored: a product whose check is mandatory needs the consent (400 otherwise). */
export async function requireConsentIfMandatory(ctx: Pick<Ctx, 'db'>, productId: string, consent: boolean) {
  if (consent) return;
  const settings = await checkSettingsOf(ctx, productId);
  if (settings.checkMandatory) throw new CreditConsentRequiredError(CREDIT_BUREAU_CONSENT_REQUIRED_MESSAGE);
}

/** The request key of an application's enquiry: a retry of this application's check asks with the same key. */
export const requestKeyOf = (loanId: string) => `loan-${loanId}`;

const failureReasonOf = (error: unknown) =>
  error instanceof BureauTimeoutError
    ? 'timeout'
    : error instanceof BureauWrongPersonError
      ? 'wrong_person'
      : 'unavailable';

/**
 * The check at application (docs/product.md §25.2), after the application is stored and before the
 * instant-approval rules: a report fresher than the product's fresh_days is reused; otherwise the bureau
 * is asked once per application (the request key). A bureau that fails or times out holds the
 * application for staff or lets it go on, as the product says; the wait is bounded by the client's
 * timeout. Records what it came to in credit_checks, which the rules and the review screen read.
 */
export async function runApplicationCheck(
  ctx: Ctx,
  person: CheckedPerson,
  loan: CheckedLoan,
  consent: boolean,
): Promise<CreditCheck> {
  const settings = await checkSettingsOf(ctx, loan.productId);
  try {
    return await checkWith(ctx, settings, person, loan, consent);
  } catch (error) {
    // Anything else that went wrong (a report that will not open, the database): the product's
    // on-failure rule decides, as for a bureau that failed; the application is never left unchecked.
    ctx.logger.error({ loanId: loan.id, err: error }, 'credit check could not complete');
    return saveCheck(ctx.db, failedCheck(settings, loan.id, ctx.now()));
  }
}

type CheckedLoan = Pick<LoanApplication, 'id' | 'productId' | 'quoteSnapshot'>;

const failedCheck = (settings: CreditCheckSettingsInput, loanId: string, at: Date) => ({
  loanId,
  status: 'bureau_unavailable',
  ruleEffect: settings.onFailure === 'hold' ? 'staff_review' : null,
  ruleReasons: settings.onFailure === 'hold' ? ['bureau_unavailable'] : [],
  checkedAt: at,
});

async function checkWith(
  ctx: Ctx,
  settings: CreditCheckSettingsInput,
  person: CheckedPerson,
  loan: CheckedLoan,
  consent: boolean,
): Promise<CreditCheck> {
  const at = ctx.now();
  if (!consent) return saveCheck(ctx.db, { loanId: loan.id, status: 'no_consent', checkedAt: at });
  const failed = () => saveCheck(ctx.db, failedCheck(settings, loan.id, at));
  let bureau: Awaited<ReturnType<typeof bureauFor>>;
  try {
    bureau = await bureauFor(ctx.config);
  } catch {
    return failed();
  }
  if (!bureau) return saveCheck(ctx.db, { loanId: loan.id, status: 'off', checkedAt: at });
  const nrc = person.nrcNumber;
  // Eligibility requires an NRC before an application is stored; without one there is no one to ask about.
  if (!nrc) return failed();
  const keys = reportKeysOf(ctx.config.kyc);
  const hash = nrcHash(keys, nrc);
  const instalment = loan.quoteSnapshot.instalment;
  const used = (reportId: string, report: BureauReport, reused: boolean) => {
    const verdict = judgeReport(report, settings, instalment);
    return saveCheck(ctx.db, {
      loanId: loan.id,
      reportId,
      status: 'used',
      reused,
      ruleEffect: verdict.effect,
      ruleReasons: verdict.reasons,
      checkedAt: at,
    });
  };

  if (settings.freshDays > 0) {
    const fresh = await findFreshReport(
      ctx.db,
      person.id,
      hash,
      new Date(at.getTime() - settings.freshDays * DAY_MS),
    );
    if (fresh?.body)
      return used(fresh.id, openReport(keys, fresh.requestKey, fresh.body), fresh.loanId !== loan.id);
  }
  const requestKey = requestKeyOf(loan.id);
  // This application was checked before (a retry): its answer is already paid for.
  const earlier = await findReportByRequestKey(ctx.db, requestKey);
  if (earlier?.body && earlier.outcome !== 'failed')
    return used(earlier.id, openReport(keys, requestKey, earlier.body), false);

  let report: BureauReport;
  try {
    report = await bureau.checkConsumer({
      nrc,
      firstName: person.firstName ?? '',
      lastName: person.lastName ?? '',
      dateOfBirth: person.dateOfBirth ?? '',
      phone: person.phoneNumber,
      requestKey,
    });
  } catch (error) {
    const reason = failureReasonOf(error);
    // No personal data in the log: the loan id and the kind of failure only.
    ctx.logger.warn({ loanId: loan.id, reason }, 'credit bureau check failed');
    await saveReport(ctx.db, {
      userId: person.id,
      loanId: loan.id,
      nrcHash: hash,
      requestKey,
      outcome: 'failed',
      failureReason: reason,
      bureau: bureau.name,
      bureauReference: null,
      fetchedAt: ctx.now(),
      body: null,
    });
    return failed();
  }
  const saved = await saveReport(ctx.db, {
    userId: person.id,
    loanId: loan.id,
    nrcHash: hash,
    requestKey,
    outcome: report.outcome,
    failureReason: null,
    bureau: bureau.name,
    bureauReference: report.reference,
    fetchedAt: ctx.now(),
    body: sealReport(keys, requestKey, report),
  });
  return used(saved.id, report, false);
}
