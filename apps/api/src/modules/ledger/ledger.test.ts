import { journalEntries, journalLines, loanApplications } from '@kwacha/db';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { refreshLoanPosition } from '../loans/loan-positions';
import { activeLoan, testClock } from '../payments/testing/payment-test-helpers';
import { postDisbursementEntry, postLateFeeEntry } from './journal-postings';
import { insertJournalEntry, loadReceivables } from './ledger.repository';
import { expectLedgerInvariants } from './testing/ledger-invariants';

const DELAY_MS = 5000;

/** The database's message for a failed statement, wherever the driver put it. */
async function refusal(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
  } catch (error) {
    const causes: string[] = [];
    for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause)
      causes.push(String((e as Error).message));
    return causes.join(' | ');
  }
  throw new Error('the database accepted it');
}

describe('the double-entry ledger', () => {
  let t: TestApp;
  const clock = testClock();
  let loanId: string;

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now, config: { simulatorDelayMs: DELAY_MS } });
    ({ loanId } = await activeLoan(t, clock, DELAY_MS));
  });
  afterEach(() => expectLedgerInvariants(t));
  afterAll(() => t.close());

  it('books the disbursement when the loan becomes active: owed per instalment, balanced', async () => {
    const [entry] = await t.ctx.db.select().from(journalEntries).where(eq(journalEntries.loanId, loanId));
    expect(entry).toMatchObject({
      kind: 'disbursement',
      memo: 'Loan paid out: K950.00 sent, K50.00 service fee',
    });
    const lines = await t.ctx.db
      .select()
      .from(journalLines)
      .where(eq(journalLines.entryId, entry?.id ?? ''));
    const sum = (account: string, side: 'debit' | 'credit') =>
      lines.filter((l) => l.account === account).reduce((s, l) => s + l[side], 0);
    // Σ principal 1,000.00 + Σ interest 89.30 = 950.00 sent + 50.00 fee + 89.30 unearned interest.
    expect(sum('loan_principal', 'debit')).toBe(100_000);
    expect(sum('loan_interest', 'debit')).toBe(8_930);
    expect(sum('cash_disbursed_simulator', 'credit')).toBe(95_000);
    expect(sum('income_fee', 'credit')).toBe(5_000);
    expect(sum('unearned_interest', 'credit')).toBe(8_930);
    const receivables = (await loadReceivables(t.ctx.db, [loanId])).get(loanId);
    expect(receivables?.get(1)).toEqual({ penalty: 0, fee: 0, interest: 2_500, principal: 15_655 });
    expect(receivables?.get(6)).toEqual({ penalty: 0, fee: 0, interest: 443, principal: 17_712 });
  });

  it('refuses at commit an entry whose debits and credits differ', async () => {
    const message = await refusal(() =>
      t.ctx.db.transaction(async (tx) => {
        const [entry] = await tx
          .insert(journalEntries)
          .values({ loanId, kind: 'reversal', memo: 'unbalanced', createdAt: clock.now() })
          .returning();
        await tx.insert(journalLines).values([
          { entryId: entry?.id ?? '', loanId, account: 'cash_collected_simulator', debit: 100 },
          { entryId: entry?.id ?? '', loanId, account: 'overpayment', credit: 99 },
        ]);
      }),
    );
    expect(message).toContain('is not balanced');
    // And one with no lines at all.
    expect(
      await refusal(() =>
        t.ctx.db.transaction(async (tx) => {
          await tx
            .insert(journalEntries)
            .values({ loanId, kind: 'reversal', memo: 'empty', createdAt: clock.now() });
        }),
      ),
    ).toContain('is not balanced');
    // The code refuses it before the database is even asked.
    await expect(
      insertJournalEntry(t.ctx.db, { loanId, kind: 'reversal', memo: 'x', createdAt: clock.now() }, [
        { account: 'cash_collected_simulator', debit: 100 },
        { account: 'overpayment', credit: 99 },
      ]),
    ).rejects.toThrow('unbalanced reversal entry');
  });

  it('refuses a line with both or neither side, a negative amount or an unknown account', async () => {
    const [entry] = await t.ctx.db.select().from(journalEntries).where(eq(journalEntries.loanId, loanId));
    const line = (values: Partial<typeof journalLines.$inferInsert>) =>
      refusal(() =>
        t.ctx.db
          .insert(journalLines)
          .values({ entryId: entry?.id ?? '', loanId, account: 'overpayment', ...values }),
      );
    expect(await line({ debit: 5, credit: 5 })).toContain('journal_lines_one_side');
    expect(await line({ debit: 0, credit: 0 })).toContain('journal_lines_one_side');
    expect(await line({ debit: -5 })).toContain('journal_lines_one_side');
    expect(await line({ account: 'petty_cash' as 'overpayment', debit: 5 })).toContain(
      'journal_lines_account_known',
    );
    expect(await line({ account: 'loan_principal', debit: 5 })).toContain(
      'journal_lines_receivable_instalment',
    );
  });

  it('is append-only: entries and lines cannot be changed or deleted', async () => {
    expect(
      await refusal(() =>
        t.ctx.db.update(journalLines).set({ debit: 1 }).where(eq(journalLines.loanId, loanId)),
      ),
    ).toContain('append-only');
    expect(
      await refusal(() => t.ctx.db.delete(journalLines).where(eq(journalLines.loanId, loanId))),
    ).toContain('append-only');
    expect(
      await refusal(() =>
        t.ctx.db.update(journalEntries).set({ memo: 'x' }).where(eq(journalEntries.loanId, loanId)),
      ),
    ).toContain('append-only');
    expect(
      await refusal(() => t.ctx.db.delete(journalEntries).where(eq(journalEntries.loanId, loanId))),
    ).toContain('append-only');
  });

  it('allows one disbursement entry per loan and one late fee per instalment', async () => {
    const [loan] = await t.ctx.db.select().from(journalEntries).where(eq(journalEntries.loanId, loanId));
    expect(loan).toBeDefined();
    const again = await refusal(() =>
      t.ctx.db.transaction((tx) =>
        postDisbursementEntry(tx, {
          loan: { id: loanId, serviceFee: 5_000 },
          schedule: [
            {
              number: 1,
              dueDate: '2026-12-21',
              instalment: 100_000,
              principal: 100_000,
              interest: 0,
              balanceAfter: 0,
            },
          ],
          disbursementId: null,
          provider: 'simulator',
          cashDisbursed: 95_000,
          at: clock.now(),
        }),
      ),
    );
    expect(again).toContain('journal_entries_one_disbursement_per_loan');

    const fee = { loanId, instalment: 2, amount: 908, at: clock.now() };
    expect(await t.ctx.db.transaction((tx) => postLateFeeEntry(tx, fee))).toBeDefined();
    expect(
      await t.ctx.db.transaction((tx) => postLateFeeEntry(tx, { ...fee, amount: 1_000 })),
    ).toBeUndefined();
    const receivables = (await loadReceivables(t.ctx.db, [loanId])).get(loanId);
    expect(receivables?.get(2)?.penalty).toBe(908);
    // Posted straight to the ledger here, so the position is refreshed by hand, as servicing does.
    const [row] = await t.ctx.db.select().from(loanApplications).where(eq(loanApplications.id, loanId));
    if (row) await refreshLoanPosition(t.ctx.db, row, clock.now());
  });
});
