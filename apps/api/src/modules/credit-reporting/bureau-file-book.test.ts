import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BENCH_TODAY } from '../../bench/admin-list.seed';
import { seedBureauBook } from '../../bench/bureau-file.seed';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { submissionFile } from './credit-reporting.service';
import { buildSubmission } from './submission-build.service';

// The benchmark's book at a small size (npm run bench:bureau-file seeds 1 million loans the same way):
// 600 loans over three years with their ledger, nine in ten with bureau consent, notices sent to the
// loans that fell behind. October 2026 is built on BENCH_TODAY (21 November 2026).
const MONTH = '2026-10';
const END = '2026-11-01T00:00:00+02:00';

describe('the bureau file over a seeded book (docs/decisions/053)', () => {
  let t: TestApp;
  const deps = () => ({
    db: t.ctx.db,
    now: () => new Date(`${BENCH_TODAY}T08:00:00+02:00`),
    logger: t.ctx.logger,
  });
  const build = () =>
    buildSubmission(deps(), { month: MONTH, staffId: null, today: BENCH_TODAY }, { batchSize: 50 });
  const rows = async <T>(text: ReturnType<typeof sql>) =>
    ((await t.ctx.db.execute(text)) as unknown as { rows: T[] }).rows;

  /** The file's account lines by loan id: [status code, balance]. */
  async function accountLines(id: string) {
    const { body } = await submissionFile({ db: t.ctx.db }, { id, staffId: null });
    let text = '';
    for await (const piece of body) text += (piece as Buffer).toString('latin1');
    const lines = text.split('\r\n');
    const byLoan = new Map<string, { status: string; balance: number }>();
    for (const line of lines.filter((l) => l.startsWith('A|'))) {
      const f = line.split('|');
      const hex = (f[1] ?? '').slice(3).toLowerCase();
      const id = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
      byLoan.set(id, { status: f[10] ?? '', balance: Number(f[7]) });
    }
    return { text, lines, byLoan };
  }

  beforeAll(async () => {
    t = await createTestApp();
    await seedBureauBook(t.ctx.database, 600);
  }, 180_000);
  afterAll(() => t.close());

  it("reports each consented loan open in the month at the ledger's balance to the ngwee", async () => {
    const { submission } = await build();
    expect(submission.accountRecords).toBeGreaterThan(50);
    expect(submission.noConsentLoans).toBeGreaterThan(0);
    const { lines, byLoan } = await accountLines(submission.id);
    expect(byLoan.size).toBe(submission.accountRecords);
    // The ledger's receivables as at the month's end, summed here in SQL without the module's code.
    const ledger = await rows<{ loan_id: string; balance: string }>(sql`
      select jl.loan_id::text as loan_id, sum(jl.debit - jl.credit) as balance
      from journal_lines jl join journal_entries je on je.id = jl.entry_id
      where jl.account in ('loan_principal', 'loan_interest', 'loan_fee', 'loan_penalty')
        and je.created_at < ${END}::timestamptz
      group by jl.loan_id`);
    const owed = new Map(ledger.map((r) => [r.loan_id, Number(r.balance)]));
    for (const [loanId, account] of byLoan) expect(account.balance, loanId).toBe(owed.get(loanId) ?? 0);
    const total = [...byLoan.values()].reduce((sum, a) => sum + a.balance, 0);
    expect(lines.at(-2)).toBe(`T|KWL|202610|${byLoan.size}|${byLoan.size}|0|${total}`);
  });

  it('holds a loan in arrears without a notice that ran out, and reports a disputed loan as disputed', async () => {
    const first = await accountLines((await build()).submission.id);
    const inArrears = [...first.byLoan].filter(([, a]) => a.status === 'AR').map(([id]) => id);
    const current = [...first.byLoan].filter(([, a]) => a.status === 'CU').map(([id]) => id);
    expect(inArrears.length).toBeGreaterThan(1);
    const [unnoticed, disputed] = inArrears as [string, string];
    await t.ctx.db.execute(sql`delete from credit_listing_notices where loan_id = ${unnoticed}::uuid`);
    // A dispute opened in October and open at its end; another opened only in November changes nothing.
    const later = current[0] ?? '';
    for (const [loanId, openedAt] of [
      [disputed, '2026-10-15T09:00:00Z'],
      [later, '2026-11-05T09:00:00Z'],
    ] as const) {
      const [complaint] = await rows<{ id: string }>(sql`
        insert into complaints (reference, user_id, category, description, acknowledge_by, resolve_by)
        select 'CMP-' || substr(md5(${loanId}), 1, 8), user_id, 'credit_report', 'The record is wrong.',
          now() + interval '1 day', now() + interval '15 days'
        from loan_applications where id = ${loanId}::uuid
        returning id::text as id`);
      await t.ctx.db.execute(sql`
        insert into credit_disputes (loan_id, user_id, complaint_id, reason, status, opened_at)
        select id, user_id, ${complaint?.id}::uuid, 'The record is wrong.', 'open', ${openedAt}::timestamptz
        from loan_applications where id = ${loanId}::uuid`);
    }

    const { submission, rejects } = await build();
    const after = await accountLines(submission.id);
    expect(after.byLoan.has(unnoticed)).toBe(false);
    expect(rejects).toContainEqual(
      expect.objectContaining({ loanId: unnoticed, reasonCode: 'notice_period' }),
    );
    expect(after.byLoan.get(disputed)?.status).toBe('DS');
    expect(after.byLoan.get(later)?.status).toBe('CU');
  });
});
