import { disbursements, loanApplications, payments } from '@kwacha/db';
import { and, desc, eq } from 'drizzle-orm';
import { borrowerWithApplication, loginToken, signedInStaff } from '../../../testing/factories';
import type { TestApp } from '../../../testing/test-app';
import { DISBURSEMENT_CHECK_JOB } from '../../disbursements/settlement';
import { confirm, initiated, walletNumber } from '../../disbursements/testing/disbursement-test-helpers';
import { approveKycFor } from '../../kyc/testing/approve-kyc';
import { PAYMENT_CHECK_JOB } from '../../payments/payment-checks';
import { pay, type TestClock } from '../../payments/testing/payment-test-helpers';

/**
 * Builds loans the way they happen — applied for, decided by a person through the route, disbursed under
 * the e-mailed code, settled by the simulator, repaid through the repayment route — on a clock the test
 * moves, so every timestamp the statistics read is one the test chose.
 */
export function portfolioBuilder(t: TestApp, clock: TestClock, simulatorDelayMs: number) {
  let staff: Awaited<ReturnType<typeof signedInStaff>> | undefined;
  const staffToken = async () => {
    staff ??= await signedInStaff(t, 'admin');
    // Sessions end after 8 idle hours; the clock jumps by weeks.
    staff.token = await loginToken(t, staff.email, staff.password);
    return staff;
  };

  async function apply(at: string, loan: { productId: string; amount: number; duration: number }) {
    clock.set(at);
    // A wallet the simulator pays (numbers ending 0000 or 0001 fail on purpose).
    const { borrower, loanId } = await borrowerWithApplication(
      t,
      { phoneNumber: walletNumber('4321') },
      loan,
    );
    // Identity documents approved, as disbursement requires (docs/product.md §20).
    await approveKycFor(t.ctx, borrower.userId);
    return { borrower, loanId };
  }

  async function decide(at: string, loanId: string, status: 'approved' | 'rejected') {
    clock.set(at);
    const admin = await staffToken();
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/loan-applications/admin/loan/${loanId}/status`,
      headers: { 'x-auth-token': admin.token },
      payload: { status },
    });
    if (res.statusCode !== 200) throw new Error(`decision failed: ${res.body}`);
  }

  /** Initiated and confirmed at `at`; the money arrives when the simulator's delay has passed. */
  async function disburse(at: string, loanId: string) {
    clock.set(at);
    const admin = await staffToken();
    const { transactionId, otp } = await initiated(t, admin, loanId);
    const res = await confirm(t, admin.token, loanId, transactionId, otp);
    if (res.statusCode !== 200) throw new Error(`confirm failed: ${res.body}`);
    const [d] = await t.ctx.db
      .select()
      .from(disbursements)
      .where(eq(disbursements.loanId, loanId))
      .orderBy(desc(disbursements.createdAt));
    clock.advance(simulatorDelayMs);
    await t.ctx.jobs.runNow(DISBURSEMENT_CHECK_JOB, { disbursementId: d?.id });
    const [loan] = await t.ctx.db.select().from(loanApplications).where(eq(loanApplications.id, loanId));
    if (loan?.status !== 'active') throw new Error(`loan is ${loan?.status}, not active`);
    return loan;
  }

  /** A repayment of `amount` kwacha asked at `at` and settled by the simulator after its delay. */
  async function repay(
    at: string,
    borrower: { email: string; password: string },
    loanId: string,
    amount: string,
  ) {
    clock.set(at);
    const token = await loginToken(t, borrower.email, borrower.password);
    const res = await pay(t, token, { loanId, amount });
    if (res.statusCode !== 201 && res.statusCode !== 200) throw new Error(`payment failed: ${res.body}`);
    const id = res.json().data.id as string;
    clock.advance(simulatorDelayMs);
    await t.ctx.jobs.runNow(PAYMENT_CHECK_JOB, { paymentId: id });
    const [row] = await t.ctx.db
      .select()
      .from(payments)
      .where(and(eq(payments.id, id), eq(payments.status, 'successful')));
    if (!row) throw new Error('payment did not settle');
    return row;
  }

  return { apply, decide, disburse, repay };
}
