import type { CreditReport, Executor } from '@kwacha/db';
import { CREDIT_BUREAU_PURPOSE } from '@kwacha/shared/consent/credit-bureau-wordings';
import {
  CREDIT_CHECK_STATUSES,
  CREDIT_REPORT_OUTCOMES,
  CREDIT_RULE_EFFECTS,
  type CreditReportView,
} from '@kwacha/shared/staff/credit-checks';
import type { Config } from '../../config';
import type { AppContext } from '../../context';
import { recordAudit } from '../audit/audit.public';
import { findLoanConsent } from '../consent/consent.public';
import { LoanNotFoundError } from '../loans/loans.errors';
import { findLoanWithBorrower } from '../loans/loans.public';
import { requestKeyOf } from './credit-check.service';
import { findCheckOfLoan, findReportById, findReportByRequestKey } from './credit-checks.repository';
import { maxArrearsDays, otherInstalments } from './credit-rules';
import { openReport, reportKeysOf } from './report-seal';

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  values.includes(value as T) ? (value as T) : null;

function reportView(
  ctx: { config: Pick<Config, 'kyc'> },
  row: CreditReport,
): NonNullable<CreditReportView['report']> {
  const report = row.body ? openReport(reportKeysOf(ctx.config.kyc), row.requestKey, row.body) : undefined;
  return {
    outcome: oneOf(CREDIT_REPORT_OUTCOMES, row.outcome) ?? 'failed',
    failureReason: row.failureReason,
    bureau: row.bureau,
    reference: row.bureauReference,
    fetchedAt: row.fetchedAt.toISOString(),
    score: report?.score ?? null,
    facilities: report?.facilities ?? [],
    maxArrearsDays: report ? maxArrearsDays(report) : 0,
    otherInstalments: report ? otherInstalments(report) : 0,
  };
}

/**
 * What staff see of a loan's credit check in the review screen (docs/product.md §25.2), audited on every
 * view: the report is personal data of the most sensitive kind a lender holds. Only the report the
 * check of this loan used is shown, and only if it is about this loan's borrower.
 */
export async function creditReportOfLoan(
  ctx: Pick<AppContext, 'db' | 'config'>,
  actorId: string,
  loanId: string,
): Promise<CreditReportView> {
  const loan = await findLoanWithBorrower(ctx.db, loanId);
  if (!loan) throw new LoanNotFoundError();
  const check = await findCheckOfLoan(ctx.db, loanId);
  const row = check?.reportId
    ? await findReportById(ctx.db, check.reportId)
    : await findReportByRequestKey(ctx.db, requestKeyOf(loanId));
  const ownRow = row && row.userId === loan.user.id ? row : undefined;
  const consent = await findLoanConsent(ctx.db, loanId, CREDIT_BUREAU_PURPOSE);
  await recordAudit(ctx.db, {
    actorId,
    action: 'credit_report.viewed',
    loanId,
    entityType: 'loan',
    entityId: loanId,
    after: { reportId: ownRow?.id ?? null, status: check?.status ?? null },
  });
  return {
    loanId,
    status: oneOf(CREDIT_CHECK_STATUSES, check?.status ?? null),
    reused: check?.reused ?? false,
    ruleEffect: oneOf(CREDIT_RULE_EFFECTS, check?.ruleEffect ?? null),
    ruleReasons: check?.ruleReasons ?? [],
    consent: consent?.granted
      ? { wordingVersion: consent.wordingVersion, givenAt: consent.createdAt.toISOString() }
      : null,
    report: ownRow ? reportView(ctx, ownRow) : null,
  };
}

/**
 * The report a loan's check used, opened for its own borrower's copy of their data (docs/product.md §25.6):
 * what the lender holds about them, whoever made it. Undefined when the check kept none, or it is not theirs.
 */
export async function reportOfLoanForExport(
  ctx: { db: Executor; config: Pick<Config, 'kyc'> },
  loanId: string,
  userId: string,
): Promise<NonNullable<CreditReportView['report']> | undefined> {
  const check = await findCheckOfLoan(ctx.db, loanId);
  const row = check?.reportId
    ? await findReportById(ctx.db, check.reportId)
    : await findReportByRequestKey(ctx.db, requestKeyOf(loanId));
  return row && row.userId === userId ? reportView(ctx, row) : undefined;
}
