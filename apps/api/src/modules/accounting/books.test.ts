import { auditEvents, journalEntries, journalLines, LEDGER_ACCOUNTS, periodBalances } from '@kwacha/db';
import { ngweeToKwacha } from '@kwacha/shared/money/money';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signedInStaff } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { DELAY_MS, dailyRunOn, loanPaidOutOn, repay } from '../collections/testing/overdue-loans';
import { PostingInClosedPeriodError } from '../ledger/ledger.errors';
import { insertJournalEntry } from '../ledger/ledger.repository';
import { expectLedgerInvariants } from '../ledger/testing/ledger-invariants';
import { testClock } from '../payments/testing/payment-test-helpers';
import { csvRows } from './testing/csv-rows';

// Two K1,000 loans paid out on 21 November 2026; loan A repays K100 on 25 November; instalment 1 of each
// falls due on 21 December, so the daily run of 28 December (past the 3 grace days) charges late fees.
type Line = { account: string; opening: number; debits: number; credits: number; closing: number };
type Loan = Awaited<ReturnType<typeof loanPaidOutOn>>;

const RECEIVABLES = ['loan_principal', 'loan_interest', 'loan_fee', 'loan_penalty'];
const cents = (kwacha: number) => Math.round(kwacha * 100);

describe('the books after real money flows (docs/product.md §24)', () => {
  let t: TestApp;
  const clock = testClock();
  let a: Loan;
  let b: Loan;

  const token = async (role: 'admin' | 'superuser' = 'admin') => (await signedInStaff(t, role)).token;
  const get = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers: { 'x-auth-token': await token() } });
    expect(res.statusCode, url).toBe(200);
    return res;
  };
  const trialBalance = async (from: string, to: string) =>
    (await get(`/api/admin/accounting/trial-balance?from=${from}&to=${to}`)).json().data;
  const close = async (month: string, superuser?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/accounting/periods/${month}/close`,
      headers: { 'x-auth-token': superuser ?? (await token('superuser')) },
    });
  const entryCount = async () =>
    (await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(journalEntries))[0]?.n;

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now, config: { simulatorDelayMs: DELAY_MS } });
    a = await loanPaidOutOn(t, clock, '2026-11-21');
    b = await loanPaidOutOn(t, clock, '2026-11-21');
    clock.set('2026-11-25T09:00:00Z');
    await repay(t, clock, a.borrower, a.loanId, '100');
    await dailyRunOn(t, clock, '2026-12-28');
  }, 120_000);
  afterEach(() => expectLedgerInvariants(t));
  afterAll(() => t.close());

  it('balances to the ngwee, and its receivables are the loans’ outstanding balances', async () => {
    const kinds = await t.ctx.db.selectDistinct({ kind: journalEntries.kind }).from(journalEntries);
    expect(kinds.map((k) => k.kind).sort()).toEqual(['disbursement', 'late_fee', 'repayment']);

    const tb = await trialBalance('2026-11-01', '2026-12-31');
    expect(tb.lines).toHaveLength(LEDGER_ACCOUNTS.length);
    const debits = tb.lines.reduce((s: number, l: Line) => s + cents(l.debits), 0);
    const credits = tb.lines.reduce((s: number, l: Line) => s + cents(l.credits), 0);
    expect(debits).toBeGreaterThan(0);
    expect(debits).toBe(credits);
    expect(cents(tb.totals.debits)).toBe(debits);
    expect(cents(tb.totals.credits)).toBe(credits);
    expect(tb.lines.reduce((s: number, l: Line) => s + cents(l.closing), 0)).toBe(0);
    expect(tb.totals.closing).toBe(0);
    for (const line of tb.lines as Line[]) {
      // closing = opening + debits − credits; nothing before November.
      expect(line.opening, line.account).toBe(0);
      expect(cents(line.closing), line.account).toBe(cents(line.debits) - cents(line.credits));
    }

    const receivables = (tb.lines as Line[])
      .filter((l) => RECEIVABLES.includes(l.account))
      .reduce((s, l) => s + cents(l.closing), 0);
    let outstanding = 0;
    for (const loan of [a, b]) {
      const view = (await get(`/api/loan-applications/admin/${loan.loanId}`)).json().data;
      outstanding += cents(view.outstandingBalance);
    }
    expect(receivables).toBe(outstanding);
    // Cash collected is the K100 repayment; late fees are income (a credit balance).
    const line = (account: string) => (tb.lines as Line[]).find((l) => l.account === account);
    expect(line('cash_collected_simulator')?.closing).toBe(100);
    expect(line('income_penalty')?.closing).toBeLessThan(0);

    // Split at the month's end, December opens where November closed.
    const november = await trialBalance('2026-11-01', '2026-11-30');
    const december = await trialBalance('2026-12-01', '2026-12-31');
    for (const [i, l] of (december.lines as Line[]).entries()) {
      expect(l.opening, l.account).toBe(november.lines[i].closing);
      expect(l.closing, l.account).toBe(tb.lines[i].closing);
    }
    const decemberPenalty = (december.lines as Line[]).find((l) => l.account === 'loan_penalty');
    expect(decemberPenalty?.debits).toBeGreaterThan(0);
    expect(line('loan_penalty')?.debits).toBe(decemberPenalty?.debits);
  });

  it('exports the journal as CSV: one row per line, each entry balanced, no personal data', async () => {
    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/accounting/accounts/cash_collected_simulator',
      headers: { 'x-auth-token': await token('superuser') },
      payload: { glCode: 'BNK-01' },
    });
    const res = await get('/api/admin/accounting/journal.csv?from=2026-11-01&to=2026-11-30');
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="journal-2026-11-01-to-2026-11-30.csv"',
    );
    expect(res.body.split('\r\n')[0]).toBe(
      'date,entry_id,kind,reference,loan_id,account,account_code,gl_code,debit,credit,memo',
    );
    const rows = csvRows(res.body);
    const [november] = await t.ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(journalLines)
      .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
      .where(sql`${journalEntries.createdAt} < '2026-11-30T22:00:00Z'`);
    expect(rows).toHaveLength(november?.n ?? -1);
    expect(rows.every((r) => r.date === '2026-11-21' || r.date === '2026-11-25')).toBe(true);
    expect(rows.map((r) => r.date)).toEqual(rows.map((r) => r.date).sort());
    expect(new Set(rows.map((r) => r.kind))).toEqual(new Set(['disbursement', 'repayment']));

    const perEntry = new Map<string, number>();
    for (const row of rows) {
      expect(row.debit === '' ? row.credit : row.debit).toMatch(/^\d+\.\d{2}$/);
      expect(row.debit === '' || row.credit === '').toBe(true);
      const amount = row.debit ? cents(Number(row.debit)) : -cents(Number(row.credit));
      perEntry.set(row.entry_id ?? '', (perEntry.get(row.entry_id ?? '') ?? 0) + amount);
    }
    expect([...perEntry.values()].every((sum) => sum === 0)).toBe(true);
    // An entry's rows are together.
    const order = rows.map((r) => r.entry_id);
    expect(order.filter((id, i) => id !== order[i - 1])).toHaveLength(perEntry.size);

    const cash = rows.find((r) => r.account === 'cash_collected_simulator');
    expect(cash).toMatchObject({ account_code: '1020', gl_code: 'BNK-01', debit: '100.00', credit: '' });
    // Each cash line names what the provider's statement shows: the payment's and the payout's reference.
    expect(cash?.reference).toMatch(/^PAY-/);
    expect(cash?.memo).toContain(cash?.reference);
    const payout = rows.find((r) => r.account === 'cash_disbursed_simulator');
    expect(payout?.reference).toBeTruthy();
    expect(
      rows.filter((r) => r.entry_id === payout?.entry_id).every((r) => r.reference === payout?.reference),
    ).toBe(true);
    expect(rows.find((r) => r.account === 'loan_principal')?.gl_code).toBe('');
    for (const borrower of [a.borrower, b.borrower]) expect(res.body).not.toContain(borrower.email);
    expect(res.body).not.toMatch(/\b0?9[5-7]\d{7}\b/);
  });

  it('closes months in order once they have ended, keeps their trial balance, and refuses postings inside them', async () => {
    // 28 December: November has ended, December has not.
    const early = await close('2026-12');
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toEqual({
      code: 'PERIOD_NOT_ENDED',
      message: '2026-12 has not ended yet: a month can be closed from its first next day.',
    });

    clock.set('2027-01-05T06:00:00Z');
    const periods = (await get('/api/admin/accounting/periods')).json().data;
    expect(periods).toEqual({ closed: [], closable: '2026-11' });
    const outOfOrder = await close('2026-12');
    expect(outOfOrder.statusCode).toBe(409);
    expect(outOfOrder.json().error).toEqual({
      code: 'PERIOD_EARLIER_OPEN',
      message: 'Close 2026-11 first: months close in order.',
    });
    // Before the first entry: nothing earlier is open, and it has ended.
    expect((await close('2026-10')).statusCode).toBe(200);

    const superuser = await signedInStaff(t, 'superuser');
    const closed = await close('2026-11', superuser.token);
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({
      message: '2026-11 is closed: nothing more can post inside it.',
      data: {
        month: '2026-11',
        closedAt: '2027-01-05T06:00:00.000Z',
        closedBy: { id: superuser.id, name: 'Sam Mulenga' },
      },
    });
    const again = await close('2026-11');
    expect(again.json().error).toEqual({ code: 'PERIOD_CLOSED', message: '2026-11 is already closed.' });
    const audit = await t.ctx.db.select().from(auditEvents).where(eq(auditEvents.entityId, '2026-11'));
    expect(audit).toMatchObject([{ action: 'accounting.period_closed', actorId: superuser.id }]);

    // Two closes of December at once: one lands.
    const both = await Promise.all([close('2026-12'), close('2026-12')]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.statusCode === 409)?.json().error.code).toBe('PERIOD_CLOSED');
    const after = (await get('/api/admin/accounting/periods')).json().data;
    expect(after.closed.map((p: { month: string }) => p.month)).toEqual(['2026-12', '2026-11', '2026-10']);
    expect(after.closable).toBeNull();

    // The kept figures are the month's trial balance.
    const november = await trialBalance('2026-11-01', '2026-11-30');
    const kept = await t.ctx.db.select().from(periodBalances).where(eq(periodBalances.month, '2026-11'));
    expect(kept).toHaveLength(LEDGER_ACCOUNTS.length);
    for (const line of november.lines as Line[]) {
      const row = kept.find((k) => k.account === line.account);
      expect(
        row && {
          opening: ngweeToKwacha(row.opening),
          debits: ngweeToKwacha(row.debits),
          credits: ngweeToKwacha(row.credits),
          closing: ngweeToKwacha(row.closing),
        },
      ).toEqual({ opening: line.opening, debits: line.debits, credits: line.credits, closing: line.closing });
    }

    // Later activity (January) leaves the closed month's figures as they were.
    clock.set('2027-01-06T09:00:00Z');
    await repay(t, clock, b.borrower, b.loanId, '50');
    expect(await trialBalance('2026-11-01', '2026-11-30')).toEqual(november);
    const january = await trialBalance('2027-01-01', '2027-01-31');
    expect(january.totals.debits).toBeGreaterThan(0);

    // Nothing posts inside a closed month, whatever the caller: 409, and nothing written. (The entry moves
    // money between two income accounts, so the loans' balances and positions stay as they are.)
    const entriesBefore = await entryCount();
    const postOn = (createdAt: string, key: string) =>
      t.ctx.db.transaction((tx) =>
        insertJournalEntry(
          tx,
          {
            loanId: a.loanId,
            kind: 'late_fee',
            idempotencyKey: key,
            memo: 'Test',
            createdAt: new Date(createdAt),
          },
          [
            { account: 'income_fee', debit: 500 },
            { account: 'income_penalty', credit: 500 },
          ],
        ),
      );
    // 23:59:59 on 31 December in Lusaka.
    const posting = postOn('2026-12-31T21:59:59Z', 'test:closed-period');
    await expect(posting).rejects.toBeInstanceOf(PostingInClosedPeriodError);
    await expect(posting).rejects.toMatchObject({
      code: 'POSTING_IN_CLOSED_PERIOD',
      message: 'That date is in a closed month: post the correction in the open period.',
    });
    expect(await entryCount()).toBe(entriesBefore);
    // The first instant of January in Lusaka is in the open month.
    const open = await postOn('2026-12-31T22:00:00Z', 'test:open-period');
    expect(open?.id).toBeDefined();
  });
});
