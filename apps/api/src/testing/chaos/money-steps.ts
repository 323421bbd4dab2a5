import { randomBytes } from 'node:crypto';
import { loanApplications } from '@kwacha/db';
import { ngweeToKwacha } from '@kwacha/shared/money/money';
import { eq } from 'drizzle-orm';
import type { Borrower } from './borrower-steps';
import { count, type Lane, mailMatch, mailsTo, staffToken, until } from './lane';

export async function disburse(lane: Lane, loanId: string): Promise<boolean> {
  const [loan] = await lane.db.select().from(loanApplications).where(eq(loanApplications.id, loanId));
  if (!loan) return false;
  const body = {
    amount: ngweeToKwacha(loan.amountReceived),
    disbursementMethod: loan.disbursementMethod,
    mobileMoneyProvider: loan.mobileMoneyProvider,
    mobileMoneyNumber: loan.mobileMoneyNumber,
    bankName: loan.bankName,
    bankAccountName: loan.bankAccountName,
    bankAccountNumber: loan.bankAccountNumber,
    bankCode: loan.bankCode,
  };
  for (let attempt = 0; attempt < 3; attempt++) {
    const token = await staffToken(lane);
    const before = mailsTo(lane.smtp, lane.staff.email);
    const started = await lane.http.retrying(
      `/api/loan-applications/admin/loan/${loanId}/disburse/initiate`,
      {
        method: 'PUT',
        token,
        body,
      },
    );
    count(lane, `disbursement initiate ${started.status}`);
    if (started.status !== 200) return false;
    lane.ledger.staffActions.push({ action: 'disbursement.initiated', loanId });
    const transactionId = String(started.body.data?.transactionId);
    const otp = await until(
      async () => mailMatch(lane.smtp, lane.staff.email, /one-time code is (\d{6})/, before),
      45_000,
    );
    if (!otp) {
      count(lane, 'disbursement codes not delivered in 45 s (initiated again)');
      continue;
    }
    const confirm = () =>
      lane.http.retrying(`/api/loan-applications/admin/loan/${loanId}/disburse/confirm`, {
        method: 'POST',
        token,
        body: { transactionId, otp },
      });
    const answers = lane.r.chance(0.3) ? await Promise.all([confirm(), confirm()]) : [await confirm()];
    for (const answer of answers) count(lane, `disbursement confirm ${answer.status}`);
    // 200: paid out; 202: sent, the provider's answer not known yet (reconciliation learns it).
    const okCount = answers.filter((a) => a.status === 200 || a.status === 202).length;
    if (okCount > 0) lane.ledger.staffActions.push({ action: 'disbursement.confirmed', loanId });
    if (okCount > 1) count(lane, 'VIOLATION two confirmations of one code answered 200');
    return true;
  }
  return false;
}

export async function repay(
  lane: Lane,
  borrower: Borrower,
  loanId: string,
  purpose: 'repayment' | 'payoff',
  amount: string,
) {
  const operator = lane.r.pick(['mtn', 'airtel'] as const);
  const phone = borrower.local.startsWith(operator === 'mtn' ? '096' : '097')
    ? borrower.local
    : `0${operator === 'mtn' ? '96' : '97'}${String(lane.r.int(0, 9_999_999)).padStart(7, '0')}`;
  const key = randomBytes(12).toString('hex');
  const send = () =>
    lane.http.retrying('/api/collections/mobile-money', {
      method: 'POST',
      token: borrower.token,
      headers: { 'idempotency-key': key },
      body: { loanId, amount, phone, operator, ...(purpose === 'payoff' && { purpose }) },
    });
  const first = await send();
  count(lane, `${purpose} ${operator} ${first.status}`);
  if (first.status !== 201) return;
  const reference = String(first.body.data?.reference);
  lane.ledger.payments.push(reference);
  if (lane.r.chance(0.3)) {
    const again = await send();
    count(lane, `replayed idempotency key ${again.status}`);
    const replayed = again.body.data?.reference;
    if (again.status < 300 && replayed !== reference)
      lane.ledger.replayMismatches.push(`${reference} then ${String(replayed)}`);
  }
}

/**
 * One borrower from registration to a paid-off loan: quote, application, a staff decision, a payout
 * confirmed with the e-mailed code, repayments by MTN and Airtel (some sent twice with one key), a
 * statement, and sometimes a payoff. Every choice comes from the lane's generator.
 */
