import { loanApplications } from '@kwacha/db';
import type { LoanStatus } from '@kwacha/shared/loans/loan-view';
import { ngweeToKwacha } from '@kwacha/shared/money/money';
import { eq } from 'drizzle-orm';
import { borrowerWithApplication, latestEmail } from '../../../testing/factories';
import type { TestApp } from '../../../testing/test-app';
import { approveKycFor } from '../../kyc/testing/approve-kyc';
import { OTP_EMAIL_TEMPLATE } from '../disbursement.emails';

// users.phone_number is unique: +26097, three digits that vary per call, then the simulator's ending.
let sequence = 100;
export function walletNumber(ending: string): string {
  sequence += 1;
  return `+26097${String(sequence % 1000).padStart(3, '0')}${ending}`;
}

type Destination = { wallet: string } | { bankAccount: string };

/**
 * A verified borrower's loan in `status` (approved by default), paying out to `destination`. The status is
 * set directly: how loans get approved is tested with the decision routes, not here.
 */
export async function loanReadyToDisburse(
  t: TestApp,
  destination: Destination = { wallet: walletNumber('4321') },
  status: LoanStatus = 'approved',
) {
  const phoneNumber = 'wallet' in destination ? destination.wallet : walletNumber('7777');
  const { borrower, loanId } = await borrowerWithApplication(
    t,
    { phoneNumber },
    {
      payout:
        'wallet' in destination
          ? { disbursementMethod: 'mobile_money', mobileMoneyProvider: 'airtel' }
          : {
              disbursementMethod: 'bank_account',
              bankName: 'Zanaco',
              bankAccountName: 'Mwila Banda',
              bankAccountNumber: destination.bankAccount,
              bankCode: '016', // Zanaco's id in the simulator's (and fake Lenco's) bank list
            },
    },
  );
  const [loan] = await t.ctx.db
    .update(loanApplications)
    .set({ status })
    .where(eq(loanApplications.id, loanId))
    .returning();
  if (!loan) throw new Error('no loan');
  // Money moves only to a borrower whose identity documents are approved (docs/product.md §20.5).
  await approveKycFor(t.ctx, borrower.userId);
  return { borrower, loanId, loan };
}

/** What the admin's confirmation dialog sends: the loan's own amount received and destination. */
export function initiateBodyFor(loan: typeof loanApplications.$inferSelect) {
  return {
    amount: ngweeToKwacha(loan.amountReceived),
    disbursementMethod: loan.disbursementMethod,
    mobileMoneyProvider: loan.mobileMoneyProvider,
    mobileMoneyNumber: loan.mobileMoneyNumber,
    bankName: loan.bankName,
    bankAccountName: loan.bankAccountName,
    bankAccountNumber: loan.bankAccountNumber,
    bankCode: loan.bankCode,
  };
}

export function initiate(t: TestApp, token: string, loanId: string, body: object) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/loan-applications/admin/loan/${loanId}/disburse/initiate`,
    headers: { 'x-auth-token': token },
    payload: body,
  });
}

export function confirm(t: TestApp, token: string, loanId: string, transactionId: string, otp: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/loan-applications/admin/loan/${loanId}/disburse/confirm`,
    headers: { 'x-auth-token': token },
    payload: { transactionId, otp },
  });
}

/** The code in the newest OTP e-mail to a staff member, as the admin reads it. */
export async function otpFromEmail(t: TestApp, to: string): Promise<string> {
  const email = await latestEmail(t, to, OTP_EMAIL_TEMPLATE);
  const match = /one-time code is (\d{6})/.exec(email.textBody);
  if (!match?.[1]) throw new Error('no code in the OTP e-mail');
  return match[1];
}

/** Initiates for a loan and returns the transaction id with the e-mailed code. */
export async function initiated(t: TestApp, staff: { token: string; email: string }, loanId: string) {
  const [loan] = await t.ctx.db.select().from(loanApplications).where(eq(loanApplications.id, loanId));
  if (!loan) throw new Error('no loan');
  const res = await initiate(t, staff.token, loanId, initiateBodyFor(loan));
  if (res.statusCode !== 200) throw new Error(`initiate failed: ${res.body}`);
  return { transactionId: res.json().data.transactionId as string, otp: await otpFromEmail(t, staff.email) };
}

/** A code that is certainly not `otp`. */
export const wrongOtp = (otp: string) => String((Number(otp) + 1) % 1_000_000).padStart(6, '0');
