import type { LoanApplication } from '@kwacha/db';
import { withinBorrowerLimit } from '@kwacha/shared/loans/borrower-limit';
import { DECISION_REMARKS } from '@kwacha/shared/loans/loan-transitions';
import type { Ngwee } from '@kwacha/shared/money/money';
import type { AppContext } from '../../context';
import { recordAudit } from '../audit/audit.public';
import { findCheckOfLoan } from '../credit-checks/credit-checks.public';
import { kycAllowsLending } from '../kyc/kyc.service';
import { findProductById } from '../loan-products/loan-products.public';
import { moveLoan } from '../loans/loan-moves';
import { countCleanRepaidLoans, findPendingLoanOfUser, userHasLoanIn } from '../loans/loans.public';
import { readInstantApproval } from '../settings/settings.service';
import { announceDecision } from './decision-notices';

type Ctx = Pick<AppContext, 'db' | 'now' | 'mailer' | 'config'>;

/**
 * Issue 6's decision rules for a new application: with instant approval on, approve at once when the amount
 * is within the borrower's limit and the identity checks allow it (docs/product.md §20.5). Eligibility (age,
 * citizenship, no overdue loan, one open application) was enforced before the application was stored.
 */
async function passesDecisionRules(ctx: Ctx, loan: LoanApplication, productMaximum: Ngwee) {
  // The switch and the limits as a superuser set them (docs/product.md §14.5).
  const rules = await readInstantApproval(ctx.db);
  if (!rules.enabled) return false;
  // Documents not approved yet: the application waits; approving them runs these rules again.
  if (!(await kycAllowsLending(ctx.db, loan.userId))) return false;
  // The bureau's report (or a bureau that failed, on a product that holds then) sent it to staff:
  // a person decides; that is not a rejection (docs/product.md §25.2).
  if ((await findCheckOfLoan(ctx.db, loan.id))?.ruleEffect) return false;
  // A borrower whose debt the lender forgave is lent to again only by a person (docs/decisions/045).
  if (await userHasLoanIn(ctx.db, loan.userId, ['waived'])) return false;
  const cleanRepaidLoans = await countCleanRepaidLoans(ctx.db, loan.userId);
  return withinBorrowerLimit(loan.amount, cleanRepaidLoans, productMaximum, rules);
}

/** Approves in one transaction with its audit record, notification and e-mail. */
async function approveInstantly(ctx: Ctx, loan: LoanApplication) {
  const at = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const moved = await moveLoan(tx, {
      loanId: loan.id,
      to: 'approved',
      by: 'decision_rules',
      at,
      remarks: DECISION_REMARKS.approved,
    });
    // Staff opened it for review in the meantime: their decision, not ours.
    if (!moved) return undefined;
    await recordAudit(tx, {
      actorId: null,
      action: 'loan.instant_approved',
      loanId: loan.id,
      entityType: 'loan',
      entityId: loan.id,
      before: moved.before,
      after: { status: moved.loan.status, remarks: moved.loan.remarks },
    });
    await announceDecision(tx, ctx.mailer, moved.loan, ctx.config.appUrl, ctx.now());
    return moved.loan;
  });
}

/** The rules could not run: park the loan in approval_error, where staff decide it by hand. */
async function parkForStaff(ctx: Ctx, loan: LoanApplication, error: unknown): Promise<LoanApplication> {
  const reason = (error instanceof Error ? error.message : String(error)).slice(0, 300);
  const parked = await ctx.db.transaction(async (tx) => {
    const moved = await moveLoan(tx, {
      loanId: loan.id,
      to: 'approval_error',
      by: 'decision_rules',
      at: ctx.now(),
    });
    if (!moved) return undefined;
    await recordAudit(tx, {
      actorId: null,
      action: 'loan.instant_approval_failed',
      loanId: loan.id,
      entityType: 'loan',
      entityId: loan.id,
      before: moved.before,
      after: { status: moved.loan.status, remarks: moved.loan.remarks, reason },
    });
    return moved.loan;
  });
  return parked ?? loan;
}

/**
 * Runs the decision rules on a freshly stored application and returns the loan as it now stands: approved,
 * still pending (rules off, amount above the limit, or staff got to it first), or approval_error (the rules
 * or the approval threw; nothing of the approval committed then).
 */
export async function runInstantApproval(
  ctx: Ctx,
  loan: LoanApplication,
  productMaximum: Ngwee,
): Promise<LoanApplication> {
  let approval: Awaited<ReturnType<typeof approveInstantly>>;
  try {
    if (!(await passesDecisionRules(ctx, loan, productMaximum))) return loan;
    approval = await approveInstantly(ctx, loan);
  } catch (error) {
    return parkForStaff(ctx, loan, error);
  }
  return approval ?? loan;
}

/**
 * A borrower's documents were just approved: the application that waited for them (docs/product.md §20.5)
 * goes through the decision rules now, as it would have when it arrived. Returns it as it now stands.
 */
export async function decideWaitingApplication(
  ctx: Ctx,
  userId: string,
): Promise<LoanApplication | undefined> {
  const loan = await findPendingLoanOfUser(ctx.db, userId);
  if (!loan) return undefined;
  const product = await findProductById(ctx.db, loan.productId);
  if (!product) return loan;
  return runInstantApproval(ctx, loan, product.maxAmount);
}
