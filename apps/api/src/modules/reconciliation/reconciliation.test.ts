import { auditEvents, disbursements, payments, providerStatementLines, providerStatements } from '@kwacha/db';
import { eq, inArray, like } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signedInStaff } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { expectLedgerInvariants } from '../ledger/testing/ledger-invariants';
import { reconcilePayments } from '../payments/payment-checks';
import { activeLoan, pay, payerPhone, testClock } from '../payments/testing/payment-test-helpers';
import { getStaff, postStatement, resolveLine } from './testing/reconciliation-requests';
import { type SampleLine, statementCsv } from './testing/statement-files';

const DELAY_MS = 5000;
const DAY1 = '2026-11-21';
const DAY2 = '2026-11-22';

/**
 * One borrower's loan paid out and repaid through the simulator over two Lusaka days, and the simulator's
 * statements of those days: the first ties to our books, the second has one line missing (a repayment we
 * booked), one extra (money we never asked for), one we hold as failed, one at another amount.
 */
describe('provider reconciliation (docs/product.md §24.7)', () => {
  const clock = testClock(`${DAY1}T16:00:00Z`);
  let t: TestApp;
  let superuser: string;
  let admin: string;
  let borrower: string;
  let loanId: string;
  const refs: Record<string, string> = {};
  let payout: { transactionId: string; amount: number; settledAt: Date };

  async function repay(amount: string, ending = '4567') {
    const res = await pay(t, borrower, { loanId, amount, phone: payerPhone(ending) });
    if (res.statusCode !== 201) throw new Error(`payment refused: ${res.body}`);
    return res.json().data.reference as string;
  }
  async function settleAll() {
    clock.advance(DELAY_MS);
    await reconcilePayments(t.ctx);
  }
  const line = (over: Partial<SampleLine> & Pick<SampleLine, 'transactionId'>): SampleLine => ({
    reference: null,
    direction: 'in',
    amount: '0.00',
    at: clock.now(),
    ...over,
  });
  const statementCount = async () => (await t.ctx.db.select().from(providerStatements)).length;

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now, config: { simulatorDelayMs: DELAY_MS } });
    superuser = (await signedInStaff(t, 'superuser')).token;
    const loan = await activeLoan(t, clock, DELAY_MS);
    admin = loan.admin.token;
    loanId = loan.loanId;
    borrower = loan.borrower.token;
    const [d] = await t.ctx.db.select().from(disbursements).where(eq(disbursements.loanId, loanId));
    if (!d?.settledAt) throw new Error('the payout did not settle');
    payout = { transactionId: d.transactionId, amount: d.amount, settledAt: d.settledAt };

    refs.a = await repay('100.00');
    await settleAll();
    // 00:30 in Lusaka on the 22nd, 6½ hours on: the sessions are still alive.
    clock.set(`${DAY1}T22:30:00Z`);
    refs.b = await repay('50.00', '0001'); // fails after the delay
    refs.c = await repay('60.00');
    refs.d = await repay('40.00');
    await settleAll();
  });
  afterEach(() => expectLedgerInvariants(t));
  afterAll(() => t.close());

  const kwacha = (ngwee: number) => (ngwee / 100).toFixed(2);
  const day1 = () =>
    statementCsv('simulator', [
      line({
        transactionId: 'SIM-1',
        reference: payout.transactionId,
        direction: 'out',
        amount: kwacha(payout.amount),
        at: payout.settledAt,
      }),
      line({
        transactionId: 'SIM-2',
        reference: refs.a ?? '',
        amount: '100.00',
        at: new Date(`${DAY1}T12:00:00Z`),
      }),
    ]);
  const day2 = () =>
    statementCsv('simulator', [
      line({
        transactionId: 'SIM-3',
        reference: refs.b ?? '',
        amount: '50.00',
        at: new Date(`${DAY1}T22:30:05Z`),
      }),
      line({
        transactionId: 'SIM-4',
        reference: 'PAY-NOT-OURS-1',
        amount: '25.00',
        at: new Date(`${DAY1}T23:30:00Z`),
      }),
      line({
        transactionId: 'SIM-5',
        reference: refs.d ?? '',
        amount: '40.50',
        at: new Date(`${DAY1}T22:30:06Z`),
      }),
      line({
        transactionId: 'SIM-6',
        reference: 'PAY-NEVER-PAID',
        amount: '30.00',
        settled: false,
        at: new Date(`${DAY2}T08:00:00Z`),
      }),
    ]);

  it('refuses a borrower everything, and lets an admin read but not upload or resolve', async () => {
    const borrowerToken = borrower;
    for (const url of [
      '/api/admin/reconciliation/statements',
      '/api/admin/reconciliation/statements/00000000-0000-4000-8000-000000000000',
    ]) {
      expect((await getStaff(t, borrowerToken, url)).statusCode, url).toBe(403);
    }
    expect((await getStaff(t, admin, '/api/admin/reconciliation/statements')).statusCode).toBe(200);
    expect((await postStatement(t, admin, 'simulator', day1())).statusCode).toBe(403);
    expect((await postStatement(t, borrowerToken, 'simulator', day1())).statusCode).toBe(403);
    const resolve = await resolveLine(t, admin, '00000000-0000-4000-8000-000000000000', {
      action: 'investigated',
      note: 'checked',
    });
    expect(resolve.statusCode).toBe(403);
    expect(await statementCount()).toBe(0);
  });

  it('reconciles a day that ties: every line matched, their totals equal our clearing accounts', async () => {
    const res = await postStatement(t, superuser, 'simulator', day1(), 'simulator-2026-11-21.csv');
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('The statement was reconciled.');
    const statement = res.json().data;
    expect(statement).toMatchObject({
      provider: 'simulator',
      fileName: 'simulator-2026-11-21.csv',
      firstDay: DAY1,
      lastDay: DAY1,
      lineCount: 2,
      alreadyReconciled: 0,
      totalIn: 100,
      totalOut: payout.amount / 100,
      counts: { matched: 2, amount_differs: 0, only_theirs: 0, only_ours: 0, not_settled: 0 },
      unresolved: 0,
    });
    expect(
      statement.lines.map((l: { result: string; allowedActions: string[] }) => [l.result, l.allowedActions]),
    ).toEqual([
      ['matched', []],
      ['matched', []],
    ]);
    expect(statement.dailyTotals).toEqual([
      {
        day: DAY1,
        theirIn: 100,
        ourIn: 100,
        differenceIn: 0,
        theirOut: payout.amount / 100,
        ourOut: payout.amount / 100,
        differenceOut: 0,
        tied: true,
      },
    ]);
  });

  it('reconciles a day with one line missing, one extra, one we failed and one at another amount', async () => {
    const res = await postStatement(t, superuser, 'simulator', day2());
    expect(res.statusCode).toBe(201);
    const s = res.json().data;
    expect(s.counts).toEqual({ matched: 0, amount_differs: 1, only_theirs: 2, only_ours: 1, not_settled: 1 });
    expect(s.unresolved).toBe(4);
    const byRef = (ref: string) => s.lines.find((l: { reference: string }) => l.reference === ref);
    expect(byRef(refs.d ?? '')).toMatchObject({
      lineNumber: 4,
      result: 'amount_differs',
      amount: 40.5,
      transaction: { kind: 'payment', reference: refs.d, amount: 40, status: 'successful', loanId },
      allowedActions: ['investigated'],
    });
    expect(byRef(refs.b ?? '')).toMatchObject({
      lineNumber: 2,
      result: 'only_theirs',
      transaction: { kind: 'payment', status: 'failed' },
      allowedActions: ['send_to_flagged_payments', 'investigated'],
    });
    expect(byRef('PAY-NOT-OURS-1')).toMatchObject({
      lineNumber: 3,
      result: 'only_theirs',
      transaction: null,
      allowedActions: ['investigated'],
    });
    // The repayment of K60 we booked that day is on no line of theirs.
    expect(byRef(refs.c ?? '')).toMatchObject({
      lineNumber: null,
      providerTransactionId: null,
      result: 'only_ours',
      amount: 60,
      transaction: { kind: 'payment', amount: 60 },
      allowedActions: ['investigated'],
    });
    expect(byRef('PAY-NEVER-PAID')).toMatchObject({ result: 'not_settled', allowedActions: [] });
    // Theirs in: 50 + 25 + 40.50 = 115.50 (the unsettled 30 is not money); ours: 60 + 40 = 100.
    expect(s.dailyTotals).toEqual([
      {
        day: DAY2,
        theirIn: 115.5,
        ourIn: 100,
        differenceIn: 15.5,
        theirOut: 0,
        ourOut: 0,
        differenceOut: 0,
        tied: false,
      },
    ]);
    // Nothing was booked: the failed payment is still failed and not flagged.
    const [b] = await t.ctx.db
      .select()
      .from(payments)
      .where(eq(payments.reference, refs.b ?? ''));
    expect(b).toMatchObject({ status: 'failed', flaggedReason: null });
  });

  it('takes the same file twice as one statement: 200, the first result, nothing written', async () => {
    const before = await t.ctx.db.select().from(providerStatementLines);
    const audits = await t.ctx.db
      .select()
      .from(auditEvents)
      .where(like(auditEvents.action, 'reconciliation.%'));
    const res = await postStatement(t, superuser, 'simulator', day2(), 'renamed.csv');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(
      /^This statement was uploaded before \(\d{4}-\d{2}-\d{2}\)\. Nothing changed/,
    );
    expect(res.json().data.fileName).toBe('statement.csv');
    expect(await t.ctx.db.select().from(providerStatementLines)).toHaveLength(before.length);
    expect(
      await t.ctx.db.select().from(auditEvents).where(like(auditEvents.action, 'reconciliation.%')),
    ).toHaveLength(audits.length);
    expect(await statementCount()).toBe(2);
  });

  it('counts a line an overlapping statement already holds once', async () => {
    const overlapping = statementCsv('simulator', [
      line({
        transactionId: 'SIM-5',
        reference: refs.d ?? '',
        amount: '40.50',
        at: new Date(`${DAY1}T22:30:06Z`),
      }),
      line({
        transactionId: 'SIM-7',
        reference: refs.c ?? '',
        amount: '60.00',
        at: new Date(`${DAY1}T22:30:07Z`),
      }),
    ]);
    const res = await postStatement(t, superuser, 'simulator', overlapping);
    expect(res.statusCode).toBe(201);
    const s = res.json().data;
    expect(s).toMatchObject({ lineCount: 2, alreadyReconciled: 1 });
    // SIM-7 shows the K60 the day-2 statement lacked; D was matched (at another amount) before.
    expect(s.counts).toEqual({ matched: 1, amount_differs: 0, only_theirs: 0, only_ours: 0, not_settled: 0 });
    expect(s.lines).toHaveLength(1);
    // Their day-2 totals in this file: 40.50 + 60 = 100.50 against our 100.
    expect(s.dailyTotals[0]).toMatchObject({
      day: DAY2,
      theirIn: 100.5,
      ourIn: 100,
      differenceIn: 0.5,
      tied: false,
    });
    const held = await t.ctx.db
      .select()
      .from(providerStatementLines)
      .where(eq(providerStatementLines.providerTransactionId, 'SIM-5'));
    expect(held).toHaveLength(1);
  });

  it('sends their settled line of a failed repayment to flagged payments (audited, once)', async () => {
    const statement = (await getStaff(t, admin, '/api/admin/reconciliation/statements?limit=10')).json().data
      .items;
    const day2Id = statement.find(
      (s: { firstDay: string; lineCount: number }) => s.firstDay === DAY2 && s.lineCount === 4,
    ).id;
    const lines = (await getStaff(t, admin, `/api/admin/reconciliation/statements/${day2Id}`)).json().data
      .lines;
    const b = lines.find((l: { reference: string }) => l.reference === refs.b);

    const res = await resolveLine(t, superuser, b.id, { action: 'send_to_flagged_payments' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(
      'The payment is in the flagged payments queue, where staff apply or refund it.',
    );
    expect(res.json().data).toMatchObject({
      id: b.id,
      allowedActions: [],
      resolution: {
        resolution: 'sent_to_flagged_payments',
        note: null,
        resolvedBy: { name: expect.any(String) },
      },
    });
    const queue = (await getStaff(t, admin, '/api/admin/flagged-payments')).json().data.items;
    expect(queue).toEqual([
      expect.objectContaining({
        reference: refs.b,
        status: 'failed',
        flaggedReason: expect.stringMatching(
          /^Reconciliation: Payment simulator's statement shows this payment successful \(line 2, their transaction SIM-3, K50\.00 on 2026-11-22\)\.$/,
        ),
        allowedActions: ['apply', 'refunded', 'dismiss'],
      }),
    ]);
    // The same request again changes nothing; another resolution is refused.
    const again = await resolveLine(t, superuser, b.id, { action: 'send_to_flagged_payments' });
    expect(again.statusCode).toBe(200);
    const other = await resolveLine(t, superuser, b.id, { action: 'investigated', note: 'Changed my mind.' });
    expect(other.statusCode).toBe(409);
    expect(other.json().error.code).toBe('LINE_ALREADY_RESOLVED');
    const audit = await t.ctx.db.select().from(auditEvents).where(eq(auditEvents.entityId, b.id));
    expect(audit).toMatchObject([
      { action: 'reconciliation.sent_to_flagged_payments', loanId, entityType: 'provider_statement_line' },
    ]);

    // The flagged-payments workflow applies it: the money is booked by staff there, not by the upload.
    const applied = await t.app.inject({
      method: 'POST',
      url: `/api/admin/flagged-payments/${b.transaction.id}/resolve`,
      headers: { 'x-auth-token': superuser },
      payload: { action: 'apply', note: 'On the simulator statement of 22 November.' },
    });
    expect(applied.statusCode).toBe(200);
  });

  it('notes a line as investigated with a note; refuses what needs no resolution or cannot be flagged', async () => {
    const items = (await getStaff(t, admin, '/api/admin/reconciliation/statements')).json().data.items;
    const day2Id = items.find(
      (s: { lineCount: number; firstDay: string }) => s.firstDay === DAY2 && s.lineCount === 4,
    ).id;
    const day1Id = items.find((s: { firstDay: string }) => s.firstDay === DAY1).id;
    const lines = (await getStaff(t, admin, `/api/admin/reconciliation/statements/${day2Id}`)).json().data
      .lines;
    const extra = lines.find((l: { reference: string }) => l.reference === 'PAY-NOT-OURS-1');
    const onlyOurs = lines.find((l: { result: string }) => l.result === 'only_ours');
    const unsettled = lines.find((l: { result: string }) => l.result === 'not_settled');
    const matched = (await getStaff(t, admin, `/api/admin/reconciliation/statements/${day1Id}`)).json().data
      .lines[0];

    const noNote = await resolveLine(t, superuser, extra.id, { action: 'investigated' });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().error.message).toBe('Please write a note saying what you checked and found.');
    const notFlaggable = await resolveLine(t, superuser, extra.id, { action: 'send_to_flagged_payments' });
    expect(notFlaggable.json().error).toMatchObject({ code: 'LINE_NOT_FLAGGABLE' });
    expect(
      (await resolveLine(t, superuser, matched.id, { action: 'investigated', note: 'fine' })).json().error
        .code,
    ).toBe('LINE_NEEDS_NO_RESOLUTION');
    expect(
      (await resolveLine(t, superuser, unsettled.id, { action: 'investigated', note: 'fine' })).statusCode,
    ).toBe(409);

    for (const target of [extra, onlyOurs]) {
      const res = await resolveLine(t, superuser, target.id, {
        action: 'investigated',
        note: '  Asked the provider; reversed on their side.  ',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.resolution).toMatchObject({
        resolution: 'investigated',
        note: 'Asked the provider; reversed on their side.',
      });
    }
    const audit = await t.ctx.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(inArray(auditEvents.entityId, [extra.id, onlyOurs.id]));
    expect(audit).toEqual([
      { action: 'reconciliation.investigated' },
      { action: 'reconciliation.investigated' },
    ]);
    const after = (await getStaff(t, admin, `/api/admin/reconciliation/statements/${day2Id}`)).json().data;
    // Left: the amount that differs.
    expect(after.unresolved).toBe(1);
  });

  it('answers 404 for a statement or line that does not exist', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    const statement = await getStaff(t, admin, `/api/admin/reconciliation/statements/${missing}`);
    expect(statement.statusCode).toBe(404);
    expect(statement.json().error).toEqual({ code: 'STATEMENT_NOT_FOUND', message: 'Statement not found.' });
    const line = await resolveLine(t, superuser, missing, { action: 'investigated', note: 'checked' });
    expect(line.json().error.code).toBe('STATEMENT_LINE_NOT_FOUND');
  });

  it('lists statements newest first, a page at a time', async () => {
    const first = (await getStaff(t, admin, '/api/admin/reconciliation/statements?limit=2')).json().data;
    expect(first.items).toHaveLength(2);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = (
      await getStaff(t, admin, `/api/admin/reconciliation/statements?limit=2&cursor=${first.nextCursor}`)
    ).json().data;
    expect(second.items).toHaveLength(1);
    expect(second.nextCursor).toBeNull();
    // The clock stood still through the uploads: the keyset's id decides among equal times, each once.
    const ids = [...first.items, ...second.items].map((s: { id: string }) => s.id);
    expect(new Set(ids).size).toBe(3);
    expect([...ids].sort().reverse()).toEqual(ids);
    const mtn = (await getStaff(t, admin, '/api/admin/reconciliation/statements?provider=mtn')).json().data;
    expect(mtn.items).toEqual([]);
    expect((await getStaff(t, admin, '/api/admin/reconciliation/statements?cursor=bad')).statusCode).toBe(
      400,
    );
  });

  it('leaves a repayment still pending to its status check: only investigated, never flagged yet', async () => {
    const pending = await repay('20.00', '0002'); // never settles
    const text = statementCsv('simulator', [
      line({
        transactionId: 'SIM-8',
        reference: pending,
        amount: '20.00',
        at: new Date(`${DAY2}T08:30:00Z`),
      }),
    ]);
    const s = (await postStatement(t, superuser, 'simulator', text)).json().data;
    const row = s.lines.find((l: { reference: string }) => l.reference === pending);
    expect(row).toMatchObject({
      result: 'only_theirs',
      transaction: { status: 'pending' },
      allowedActions: ['investigated'],
    });
    const res = await resolveLine(t, superuser, row.id, { action: 'send_to_flagged_payments' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('LINE_PAYMENT_PENDING');
    const [payment] = await t.ctx.db.select().from(payments).where(eq(payments.reference, pending));
    expect(payment?.flaggedReason).toBeNull();
    // B, applied from the flagged queue since, is the money of the line sent there: not missing from theirs.
    expect(s.lines.filter((l: { result: string }) => l.result === 'only_ours')).toEqual([]);
  });
});

describe('statement uploads that are refused (400, nothing stored)', () => {
  let t: TestApp;
  let superuser: string;

  beforeAll(async () => {
    t = await createTestApp();
    superuser = (await signedInStaff(t, 'superuser')).token;
  });
  afterAll(() => t.close());

  const good = statementCsv('mtn', [
    {
      transactionId: '5409817263',
      reference: 'PAY-1',
      direction: 'in',
      amount: '150.00',
      at: new Date('2026-11-02T12:05:33Z'),
    },
  ]);

  it.each([
    [
      'a wrong header',
      good.replace(/^Id,/, 'Ident,'),
      /^Line 1: the header must name the columns Id, External Transaction Id, Date, Status, Amount, Currency; Id is missing\.$/,
    ],
    [
      'a bad date',
      good.replace('2026-11-02 14:05:33', '2026-11-31 14:05:33'),
      /^Line 2: the date "2026-11-31 14:05:33" is not a date and time/,
    ],
    [
      'three decimals',
      good.replace('150.00', '150.005'),
      /^Line 2: the amount 150\.005 has more than two decimals\.$/,
    ],
    [
      'another currency',
      good.replace(',150.00,ZMW', ',150.00,USD'),
      /^Line 2: the currency is "USD", not ZMW\.$/,
    ],
    [
      'a duplicated line',
      `${good}${good.split('\n')[1]}\n`,
      /^Line 3: the transaction 5409817263 is already on line 2\.$/,
    ],
  ])('%s', async (_, text, message) => {
    const res = await postStatement(t, superuser, 'mtn', text);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('STATEMENT_REFUSED');
    expect(res.json().error.message).toMatch(message);
    expect(res.json().error.details[0].field).toMatch(/^line \d+$/);
    expect(await t.ctx.db.select().from(providerStatements)).toEqual([]);
  });

  it('a file of 50 MB', async () => {
    const huge = Buffer.alloc(50 * 1024 * 1024, 'a');
    const res = await postStatement(t, superuser, 'mtn', huge);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'STATEMENT_REFUSED',
      message: 'The statement is larger than 5 MB. Split it into shorter periods and upload each.',
    });
  });

  it('an unknown provider, no file, an empty file, and bytes that are not UTF-8 text', async () => {
    expect((await postStatement(t, superuser, 'zamtel', good)).json().error.message).toBe(
      'Choose the provider: simulator, mtn, airtel or lenco.',
    );
    const noFile = await t.app.inject({
      method: 'POST',
      url: '/api/admin/reconciliation/statements',
      headers: { 'x-auth-token': superuser },
      payload: { provider: 'mtn' },
    });
    expect(noFile.statusCode).toBe(400);
    expect((await postStatement(t, superuser, 'mtn', '')).json().error.message).toBe(
      'The statement has no lines.',
    );
    const latin1 = Buffer.from([0x49, 0x64, 0xe9, 0x0a]);
    expect((await postStatement(t, superuser, 'mtn', latin1)).json().error.message).toBe(
      'The statement is not a CSV text file (UTF-8).',
    );
    expect(await t.ctx.db.select().from(providerStatements)).toEqual([]);
  });
});
