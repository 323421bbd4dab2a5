import {
  CASH_COLLECTED_ACCOUNTS,
  journalEntries,
  journalLines,
  loanApplications,
  loanPositions,
  payments,
  RECEIVABLE_ACCOUNTS,
} from '@kwacha/db';
import { ngweeToKwacha } from '@kwacha/shared/money/money';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { loginToken, signedInStaff } from '../../../testing/factories';
import type { TestApp } from '../../../testing/test-app';
import { checkLedgerInvariants } from '../ledger-invariants.repository';

const staffAccounts = new WeakMap<TestApp, { email: string; password: string }>();

/** One staff account per app, signed in afresh each time: tests move the clock past session lifetimes. */
async function staffToken(t: TestApp): Promise<string> {
  const known = staffAccounts.get(t);
  if (known) return loginToken(t, known.email, known.password);
  const staff = await signedInStaff(t, 'admin');
  staffAccounts.set(t, staff);
  return staff.token;
}

const num = (value: unknown) => Number(value ?? 0);

/**
 * docs/product.md §13's invariants over the whole test database, for the end of every payments test:
 * - every entry balances (Σ debits = Σ credits), so the whole ledger does, and has at least two lines;
 * - no receivable (loan, instalment, account) is below zero: nobody ever owes a negative amount;
 * - no loan had more interest waived than was posted for it (unearned_interest never goes below zero);
 * - every live loan's outstanding balance, read through the API, equals its ledger receivable balance;
 * - every loan's cash collected equals the sum of its successful payments and of the flagged payments
 *   refunded outside the system (whose refund entries' cash_refunded equals them), and each successful
 *   payment has exactly one repayment entry (and no other payment has one);
 * - every loan with ledger receivables has a position row equal, account by account, to those receivables;
 * - write-offs (docs/decisions/043): the written-off contra account never below zero nor above the loan's
 *   receivables, and equal to them while the loan is written off (zero otherwise); no loan recovers more
 *   than was written off of it.
 * - interest (docs/decisions/047): no loan's unearned, recognised or suspended interest below zero, and a
 *   paid loan holds none unearned or suspended once the recognition job ran after its last posting;
 * - the books (issue 43 point 7, docs/product.md §24): the trial balance up to the last posting balances,
 *   its closings add up to zero, and its receivable accounts equal the sum of the loans' positions.
 */
export async function expectLedgerInvariants(t: TestApp): Promise<void> {
  const { db } = t.ctx;
  const perEntry = await db
    .select({
      entryId: journalEntries.id,
      debits: sql<string>`coalesce(sum(${journalLines.debit}), 0)`,
      credits: sql<string>`coalesce(sum(${journalLines.credit}), 0)`,
      lines: sql<number>`count(${journalLines.id})::int`,
    })
    .from(journalEntries)
    .leftJoin(journalLines, eq(journalLines.entryId, journalEntries.id))
    .groupBy(journalEntries.id);
  const unbalanced = perEntry.filter((e) => num(e.debits) !== num(e.credits) || e.lines < 2);
  expect(unbalanced, 'entries whose debits and credits differ').toEqual([]);
  const [total] = await db
    .select({
      debits: sql<string>`coalesce(sum(${journalLines.debit}), 0)`,
      credits: sql<string>`coalesce(sum(${journalLines.credit}), 0)`,
    })
    .from(journalLines);
  expect(num(total?.debits)).toBe(num(total?.credits));

  const negative = await db
    .select({
      loanId: journalLines.loanId,
      instalment: journalLines.instalment,
      account: journalLines.account,
      balance: sql<string>`sum(${journalLines.debit} - ${journalLines.credit})`,
    })
    .from(journalLines)
    .where(inArray(journalLines.account, [...RECEIVABLE_ACCOUNTS]))
    .groupBy(journalLines.loanId, journalLines.instalment, journalLines.account)
    .having(sql`sum(${journalLines.debit} - ${journalLines.credit}) < 0`);
  expect(negative, 'receivables below zero').toEqual([]);

  // An early payoff waives only interest that was posted as not yet earned (docs/product.md §13.6).
  const overWaived = await db
    .select({ loanId: journalLines.loanId })
    .from(journalLines)
    .where(eq(journalLines.account, 'unearned_interest'))
    .groupBy(journalLines.loanId)
    .having(sql`sum(${journalLines.credit} - ${journalLines.debit}) < 0`);
  expect(overWaived, 'more interest waived than was posted').toEqual([]);

  const live = await db
    .select({ id: loanApplications.id, status: loanApplications.status })
    .from(loanApplications)
    .where(inArray(loanApplications.status, ['active', 'overdue', 'paid', 'written_off']));
  const token = await staffToken(t);
  for (const loan of live) {
    const [ledger] = await db
      .select({ balance: sql<string>`coalesce(sum(${journalLines.debit} - ${journalLines.credit}), 0)` })
      .from(journalLines)
      .where(and(eq(journalLines.loanId, loan.id), inArray(journalLines.account, [...RECEIVABLE_ACCOUNTS])));
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/loan-applications/admin/${loan.id}`,
      headers: { 'x-auth-token': token },
    });
    expect(res.statusCode).toBe(200);
    const view = res.json().data;
    expect(view.outstandingBalance, `loan ${loan.id} (${loan.status})`).toBe(
      ngweeToKwacha(num(ledger?.balance)),
    );
    if (loan.status === 'paid') expect(view.outstandingBalance).toBe(0);
    else expect(view.outstandingBalance).toBeGreaterThan(0);
  }

  // Keyed `loan provider`: each payment's money came in through its own provider's clearing account.
  const collected = await db
    .select({
      loanId: sql<string>`${journalLines.loanId} || ' ' || substr(${journalLines.account}, 16)`,
      cash: sql<string>`sum(${journalLines.debit})`,
    })
    .from(journalLines)
    .where(inArray(journalLines.account, [...CASH_COLLECTED_ACCOUNTS]))
    .groupBy(journalLines.loanId, journalLines.account);
  const paid = await db
    .select({
      loanId: sql<string>`${payments.loanId} || ' ' || ${payments.provider}`,
      total: sql<string>`sum(${payments.amount})`,
    })
    .from(payments)
    .where(eq(payments.status, 'successful'))
    .groupBy(payments.loanId, payments.provider);
  // A flagged payment refunded outside the system came in too (and went out again: cash_refunded).
  const refunded = await db
    .select({
      loanId: sql<string>`${payments.loanId} || ' ' || ${payments.provider}`,
      total: sql<string>`sum(${payments.amount})`,
      notRefundedResolutions: sql<number>`count(*) filter (where ${payments.status} = 'successful' or ${payments.resolution} is distinct from 'refunded')::int`,
    })
    .from(journalEntries)
    .innerJoin(payments, eq(payments.id, journalEntries.paymentId))
    .where(eq(journalEntries.kind, 'refund'))
    .groupBy(payments.loanId, payments.provider);
  expect(
    refunded.filter((r) => r.notRefundedResolutions > 0),
    'refunds of payments not refunded',
  ).toEqual([]);
  const cashRefunded = await db
    .select({
      loanId: journalLines.loanId,
      cash: sql<string>`sum(${journalLines.credit} - ${journalLines.debit})`,
    })
    .from(journalLines)
    .where(eq(journalLines.account, 'cash_refunded'))
    .groupBy(journalLines.loanId);
  const asMap = (rows: { loanId: string; value: unknown }[]) =>
    Object.fromEntries(rows.map((r) => [r.loanId, num(r.value)]).sort());
  const cameIn = new Map<string, number>();
  for (const r of [...paid, ...refunded]) cameIn.set(r.loanId, (cameIn.get(r.loanId) ?? 0) + num(r.total));
  expect(asMap(collected.map((r) => ({ loanId: r.loanId, value: r.cash })))).toEqual(
    asMap([...cameIn].map(([loanId, value]) => ({ loanId, value }))),
  );
  const refundedPerLoan = new Map<string, number>();
  for (const r of refunded) {
    const loanId = r.loanId.split(' ')[0] ?? r.loanId;
    refundedPerLoan.set(loanId, (refundedPerLoan.get(loanId) ?? 0) + num(r.total));
  }
  expect(asMap(cashRefunded.map((r) => ({ loanId: r.loanId, value: r.cash })))).toEqual(
    asMap([...refundedPerLoan].map(([loanId, value]) => ({ loanId, value }))),
  );

  const repaymentEntries = await db
    .select({ paymentId: journalEntries.paymentId, status: payments.status })
    .from(journalEntries)
    .innerJoin(payments, eq(payments.id, journalEntries.paymentId))
    .where(eq(journalEntries.kind, 'repayment'));
  expect(repaymentEntries.filter((e) => e.status !== 'successful')).toEqual([]);
  const [successful] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(payments)
    .where(eq(payments.status, 'successful'));
  expect(repaymentEntries).toHaveLength(successful?.n ?? 0);

  const ledgerByLoan = await db
    .select({
      loanId: journalLines.loanId,
      account: journalLines.account,
      balance: sql<string>`sum(${journalLines.debit} - ${journalLines.credit})`,
    })
    .from(journalLines)
    .where(inArray(journalLines.account, [...RECEIVABLE_ACCOUNTS]))
    .groupBy(journalLines.loanId, journalLines.account);
  const expected = new Map<string, Record<string, number>>();
  for (const row of ledgerByLoan) {
    const entry = expected.get(row.loanId) ?? { principal: 0, interest: 0, fees: 0, penalties: 0 };
    const key = {
      loan_principal: 'principal',
      loan_interest: 'interest',
      loan_fee: 'fees',
      loan_penalty: 'penalties',
    }[row.account as (typeof RECEIVABLE_ACCOUNTS)[number]];
    entry[key] = num(row.balance);
    expected.set(row.loanId, entry);
  }
  const positions = await db.select().from(loanPositions);
  const actual = Object.fromEntries(
    positions.map((p) => [
      p.loanId,
      { principal: p.principal, interest: p.interest, fees: p.fees, penalties: p.penalties },
    ]),
  );
  expect(actual, 'loan positions equal the ledger').toEqual(Object.fromEntries(expected));
  // docs/product.md §13.4: a bucket exactly while past due, and nothing past due once nothing is unpaid.
  expect(
    positions.filter(
      (p) =>
        p.daysPastDue > 0 !== (p.delinquencyBucket !== null) ||
        p.daysPastDue > 0 !== p.overdueAmount > 0 ||
        (p.oldestUnpaidDueDate === null && p.daysPastDue !== 0),
    ),
    'days past due, bucket and amount overdue agree',
  ).toEqual([]);
  await expectWriteOffInvariants(t);
  await expectTrialBalanceAgrees(t, token, positions);
  // Interest recognised over time (docs/decisions/047): the operator's SQL checks of those rules.
  const interest = (await checkLedgerInvariants(t.ctx.db)).filter((r) => r.rule.startsWith('interest:'));
  expect(interest).toHaveLength(2);
  expect(interest.filter((r) => r.offenders.length > 0)).toEqual([]);
}

/**
 * The trial balance as finance reads it (GET /api/admin/accounting/trial-balance), over the year up to the
 * last posting's Lusaka day (earlier lines are its openings): balanced, and its receivables are the loans'.
 */
async function expectTrialBalanceAgrees(
  t: TestApp,
  token: string,
  positions: { principal: number; interest: number; fees: number; penalties: number }[],
): Promise<void> {
  const [last] = await t.ctx.db
    .select({
      day: sql<string | null>`max((${journalEntries.createdAt} at time zone 'Africa/Lusaka')::date)::text`,
    })
    .from(journalEntries);
  if (!last?.day) return;
  const to = last.day;
  const from = new Date(Date.parse(`${to}T00:00:00Z`) - 365 * 86_400_000).toISOString().slice(0, 10);
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/admin/accounting/trial-balance?from=${from}&to=${to}`,
    headers: { 'x-auth-token': token },
  });
  expect(res.statusCode, res.body).toBe(200);
  const tb = res.json().data as {
    lines: { account: string; closing: number }[];
    totals: { debits: number; credits: number; closing: number };
  };
  expect(tb.totals.debits, 'trial balance: debits equal credits').toBe(tb.totals.credits);
  expect(tb.totals.closing, 'trial balance: closings add up to zero').toBe(0);
  const closing = (account: string) => tb.lines.find((l) => l.account === account)?.closing ?? 0;
  const total = (pick: (p: (typeof positions)[number]) => number) =>
    ngweeToKwacha(positions.reduce((sum, p) => sum + pick(p), 0));
  expect(
    {
      loan_principal: closing('loan_principal'),
      loan_interest: closing('loan_interest'),
      loan_fee: closing('loan_fee'),
      loan_penalty: closing('loan_penalty'),
    },
    "trial balance receivables equal the loans' balances",
  ).toEqual({
    loan_principal: total((p) => p.principal),
    loan_interest: total((p) => p.interest),
    loan_fee: total((p) => p.fees),
    loan_penalty: total((p) => p.penalties),
  });
}

/** docs/decisions/043's rules over every loan with a write-off, a contra or a recovery line. */
async function expectWriteOffInvariants(t: TestApp): Promise<void> {
  const balances = await t.ctx.db
    .select({
      loanId: journalLines.loanId,
      status: loanApplications.status,
      receivables: sql<string>`coalesce(sum(${journalLines.debit} - ${journalLines.credit}) filter (where ${journalLines.account} in ('loan_principal', 'loan_interest', 'loan_fee', 'loan_penalty')), 0)`,
      contra: sql<string>`coalesce(sum(${journalLines.credit} - ${journalLines.debit}) filter (where ${journalLines.account} = 'loan_written_off'), 0)`,
      writtenOff: sql<string>`coalesce(sum(${journalLines.credit}) filter (where ${journalLines.account} = 'loan_written_off'), 0)`,
      recovered: sql<string>`coalesce(sum(${journalLines.credit} - ${journalLines.debit}) filter (where ${journalLines.account} = 'recoveries'), 0)`,
    })
    .from(journalLines)
    .innerJoin(loanApplications, eq(loanApplications.id, journalLines.loanId))
    .groupBy(journalLines.loanId, loanApplications.status);
  const broken = balances.filter((b) => {
    const receivables = num(b.receivables);
    const contra = num(b.contra);
    const recovered = num(b.recovered);
    return (
      contra < 0 ||
      contra > receivables ||
      (b.status === 'written_off' ? contra !== receivables : contra !== 0) ||
      recovered < 0 ||
      recovered > num(b.writtenOff)
    );
  });
  expect(broken, 'write-off contra and recoveries agree with the receivables').toEqual([]);
}
