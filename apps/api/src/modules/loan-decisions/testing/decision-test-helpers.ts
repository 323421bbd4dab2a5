import { auditEvents, type LoanApplication, loanApplications, notifications } from '@kwacha/db';
import type { LoanStatus } from '@kwacha/shared/loans/loan-view';
import { and, eq } from 'drizzle-orm';
import type { TestApp } from '../../../testing/test-app';
import { buildApplicationRow } from '../../loan-applications/apply.service';
import { loadProductForQuote } from '../../loan-products/loan-products.service';
import { insertLoan } from '../../loans/loans.repository';

/**
 * A loan stored directly in any status (tests of the life cycle need loans in states no API call reaches
 * yet). Terms as the apply call would quote them; mobile money to an Airtel number.
 */
export async function insertLoanIn(
  t: TestApp,
  userId: string,
  status: LoanStatus,
  terms: { amount?: number; productId?: string; everOverdue?: boolean } = {},
): Promise<LoanApplication> {
  const product = await loadProductForQuote(t.ctx.db, terms.productId ?? 'personal');
  const row = buildApplicationRow(
    product,
    userId,
    {
      productId: product.id,
      amount: terms.amount ?? 1000,
      duration: 6,
      purpose: 'Stock for my shop',
      disbursementMethod: 'mobile_money',
      mobileMoneyProvider: 'airtel',
      mobileMoneyNumber: '+260977123456',
      acceptKeyFacts: true,
    },
    t.ctx.now(),
  );
  return insertLoan(t.ctx.db, { ...row, status, everOverdue: terms.everOverdue ?? false });
}

/** Closes a borrower's open application so the next test may give them another (one open at a time). */
export async function closeOpenLoans(t: TestApp, userId: string) {
  // approval_error is open too (the one-open-application index counts it, migration 0007).
  for (const status of ['pending', 'in_review', 'approval_error'] as const) {
    await t.ctx.db
      .update(loanApplications)
      .set({ status: 'rejected' })
      .where(and(eq(loanApplications.userId, userId), eq(loanApplications.status, status)));
  }
}

export const auditOf = (t: TestApp, loanId: string) =>
  t.ctx.db.select().from(auditEvents).where(eq(auditEvents.loanId, loanId)).orderBy(auditEvents.id);

export const notificationsAbout = (t: TestApp, loanId: string) =>
  t.ctx.db.select().from(notifications).where(eq(notifications.loanId, loanId));

export async function loanRow(t: TestApp, loanId: string) {
  const [row] = await t.ctx.db.select().from(loanApplications).where(eq(loanApplications.id, loanId));
  if (!row) throw new Error(`no loan ${loanId}`);
  return row;
}
