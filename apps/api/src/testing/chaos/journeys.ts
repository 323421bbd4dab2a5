import { approveKycFor } from '../../modules/kyc/testing/approve-kyc';
import { decide, loanStatus, newBorrower } from './borrower-steps';
import { count, type Lane, sleep, until } from './lane';
import { disburse, repay } from './money-steps';

export type { Lane, LoadLedger } from './lane';

export async function borrowerJourney(lane: Lane): Promise<void> {
  const { r, http } = lane;
  const payout = r.pick(['mtn', 'airtel', 'bank'] as const);
  const borrower = await newBorrower(lane, payout === 'mtn' ? 'mtn' : 'airtel');
  if (borrower.userId) await approveKycFor({ db: lane.db }, borrower.userId);
  const amount = r.int(5, 30) * 100;
  const duration = r.pick([3, 6, 12]);
  const quote = await http.retrying('/api/loan-applications/quote', {
    method: 'POST',
    body: { productId: 'personal', amount, duration },
  });
  count(lane, `quotes ${quote.status}`);
  const applied = await http.retrying('/api/loan-applications/apply', {
    method: 'POST',
    token: borrower.token,
    body: {
      productId: 'personal',
      amount,
      duration,
      purpose: 'Stock for my shop',
      acceptKeyFacts: true,
      ...(payout === 'bank'
        ? {
            disbursementMethod: 'bank_account',
            bankName: 'Zanaco',
            bankAccountName: `${borrower.firstName} ${borrower.lastName}`,
            bankAccountNumber: String(r.int(1_000_000_000, 9_999_999_999)),
            bankCode: '016',
          }
        : {
            disbursementMethod: 'mobile_money',
            mobileMoneyProvider: payout,
            mobileMoneyNumber: borrower.phoneNumber,
          }),
    },
  });
  count(lane, `applications ${applied.status}`);
  let loanId = applied.status === 201 ? String(applied.body.data?.id) : undefined;
  if (loanId) lane.ledger.loans.push(loanId);
  if (!loanId) {
    const mine = await http.retrying('/api/loan-applications/my-loans', { token: borrower.token });
    const list = (mine.body.data as { loans?: { id: string }[] } | { id: string }[] | undefined) ?? [];
    loanId = (Array.isArray(list) ? list : (list.loans ?? []))[0]?.id;
  }
  if (!loanId || Date.now() > lane.stopAt) return;
  await sleep(r.int(200, 1_000));

  const status = await loanStatus(lane, borrower, loanId);
  if (status === 'pending' || status === 'in_review') {
    if (r.chance(0.5)) await decide(lane, loanId, 'in_review');
    if (r.chance(0.12)) {
      await decide(lane, loanId, 'rejected');
      return;
    }
    const approved = await decide(lane, loanId, 'approved');
    if (approved.status !== 200) return;
  } else if (status !== 'approved') {
    count(lane, `applications left ${status}`);
    return;
  }
  if (Date.now() > lane.stopAt || !(await disburse(lane, loanId))) return;
  const active = await until(
    async () => {
      const s = await loanStatus(lane, borrower, loanId);
      return s === 'active' || s === 'overdue' ? s : undefined;
    },
    120_000,
    1_000,
  );
  if (!active) {
    count(lane, 'loans not active within 2 minutes of the payout');
    return;
  }
  count(lane, 'loans paid out');

  for (let i = r.int(1, 3); i > 0 && Date.now() < lane.stopAt; i--) {
    await repay(lane, borrower, loanId, 'repayment', `${r.int(20, 150)}.00`);
    await sleep(r.int(500, 3_000));
  }
  if (r.chance(0.5)) {
    const status = await lane.replayCallback(r);
    if (status !== undefined) count(lane, `callbacks replayed ${status}`);
  }
  const statement = await http.retrying(`/api/loan-applications/${loanId}/statement.pdf`, {
    token: borrower.token,
  });
  count(lane, `statements ${statement.status}`);
  if (statement.status === 200 && statement.bytes < 500) count(lane, 'VIOLATION a statement without a PDF');
  if (r.chance(0.4) && Date.now() < lane.stopAt) {
    await sleep(3_000);
    const quoteRes = await http.retrying(`/api/loan-applications/${loanId}/payoff-quote`, {
      token: borrower.token,
    });
    const total = (quoteRes.body.data as { total?: number } | undefined)?.total;
    if (quoteRes.status === 200 && typeof total === 'number' && total > 0) {
      await repay(lane, borrower, loanId, 'payoff', total.toFixed(2));
    }
  }
}
