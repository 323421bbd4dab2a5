import {
  auditEvents,
  collectionCases,
  notifications,
  promisesToPay,
  smsMessages,
  violatedUniqueIndex,
} from '@kwacha/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loginToken, signedInStaff } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { expectLedgerInvariants } from '../ledger/testing/ledger-invariants';
import { PAYMENT_CHECK_JOB } from '../payments/payment-checks';
import { activeLoan, pay, testClock } from '../payments/testing/payment-test-helpers';
import { runDailyServicing } from '../servicing/servicing.service';
import { setSmsOptIn, setUserLanguage } from '../users/users.public';
import { checkPromises } from './promise-check';
import { insertPromise } from './promises.repository';
import { promiseEntriesOfLoan } from './promises.service';

const DELAY_MS = 5000;
const morning = (day: string) => `${day}T06:00:00Z`;
// The day every test works on: instalment 1 (K181.55, due 21 December 2026) is 15 days past due.
const TODAY = '2027-01-05';

// The loan of servicing.test.ts: K1,000 over 6 months, paid out on 21 November 2026.
describe('promises to pay (docs/product.md §23.4)', () => {
  let t: TestApp;
  const clock = testClock();
  type Loan = { loanId: string; borrower: { userId: string; email: string; password: string } };
  /** A loan paid out at the clock's time, the real way. */
  const newLoan = async (): Promise<Loan> => {
    const loan = await activeLoan(t, clock, DELAY_MS);
    return { loanId: loan.loanId, borrower: loan.borrower };
  };
  // Each test's loan is paid out on 21 November 2026 and aged for TODAY before the tests start: the clock
  // only moves forward in this file.
  const names = ['validation', 'race', 'kept', 'own', 'other', 'reminder'] as const;
  const loans = {} as Record<(typeof names)[number], Loan>;
  const promise = (
    token: string,
    loanId: string,
    body: object,
    url = `/api/admin/collections/${loanId}/promises`,
  ) => t.app.inject({ method: 'POST', url, headers: { 'x-auth-token': token }, payload: body });
  const ownPromise = (token: string, loanId: string, body: object) =>
    promise(token, loanId, body, `/api/loan-applications/${loanId}/promises`);
  const borrowerView = (token: string, loanId: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/loan-applications/${loanId}/collections`,
      headers: { 'x-auth-token': token },
    });
  const promiseRows = (loanId: string) =>
    t.ctx.db.select().from(promisesToPay).where(eq(promisesToPay.loanId, loanId));
  const caseOf = async (loanId: string) => {
    const [row] = await t.ctx.db.select().from(collectionCases).where(eq(collectionCases.loanId, loanId));
    return (
      row && {
        status: row.promiseStatus,
        amount: row.promiseAmount,
        date: row.promiseDate,
        next: row.nextActionOn,
      }
    );
  };
  /** The promise is decided on `on`, and the loan's case shows it with the next action that day. */
  const expectDecided = async (
    loanId: string,
    p: { status: 'kept' | 'broken'; paid: number; on: string; amount: number; date: string },
  ) => {
    expect((await promiseRows(loanId))[0]).toMatchObject({ status: p.status, paid: p.paid, decidedOn: p.on });
    expect(await caseOf(loanId)).toEqual({ status: p.status, amount: p.amount, date: p.date, next: p.on });
  };
  const signIn = (borrower: { email: string; password: string }) =>
    loginToken(t, borrower.email, borrower.password);
  const settle = async (token: string, loanId: string, amount: string) => {
    const res = await pay(t, token, { loanId, amount });
    expect(res.statusCode).toBe(201);
    clock.advance(DELAY_MS);
    await t.ctx.jobs.runNow(PAYMENT_CHECK_JOB, { paymentId: res.json().data.id });
  };
  const stats = async (token: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/collections/promise-stats',
      headers: { 'x-auth-token': token },
    });
    expect(res.statusCode).toBe(200);
    return res.json().data.collectors as {
      id: string;
      kept: number;
      broken: number;
      open: number;
      keptRate: number | null;
    }[];
  };

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now, config: { simulatorDelayMs: DELAY_MS } });
    for (const name of names) loans[name] = await newLoan();
    clock.set(morning(TODAY));
    await runDailyServicing(t.ctx);
  }, 120_000);
  afterEach(() => expectLedgerInvariants(t));
  afterAll(() => t.close());

  it('takes a promise only on a loan past due, dated from today within the days allowed, K1 up to the balance', async () => {
    // A loan paid out today is not past due.
    const fresh = await newLoan();
    const early = await signedInStaff(t, 'admin');
    const current = await promise(early.token, fresh.loanId, { amount: '100', date: '2027-01-10' });
    expect(current.statusCode).toBe(409);
    expect(current.json().error).toMatchObject({
      code: 'NOT_OVERDUE',
      message: 'This loan is not past due.',
    });
    const ownCurrent = await ownPromise(await signIn(fresh.borrower), fresh.loanId, {
      amount: '100',
      date: '2027-01-10',
    });
    expect(ownCurrent.statusCode).toBe(409);
    expect(ownCurrent.json().error.code).toBe('NOT_OVERDUE');

    const { loanId, borrower } = loans.validation;
    const admin = await signedInStaff(t, 'admin');
    const refusals: [object, number, string][] = [
      [{ amount: '100', date: '2027-01-04' }, 400, 'Choose a date from today on.'],
      [{ amount: '100', date: '2027-02-05' }, 400, 'Choose a date within 30 days.'],
      [
        { amount: '0', date: '2027-01-10' },
        400,
        'Enter an amount from K1.00 up to what the loan still owes.',
      ],
      [
        { amount: '0.99', date: '2027-01-10' },
        400,
        'Enter an amount from K1.00 up to what the loan still owes.',
      ],
      [
        { amount: '5000', date: '2027-01-10' },
        400,
        'Enter an amount from K1.00 up to what the loan still owes.',
      ],
      [
        { amount: 'lots', date: '2027-01-10' },
        400,
        'Enter an amount from K1.00 up to what the loan still owes.',
      ],
    ];
    for (const [body, status, message] of refusals) {
      const res = await promise(admin.token, loanId, body);
      expect({ body, status: res.statusCode, message: res.json().message }).toEqual({
        body,
        status,
        message,
      });
    }
    expect(await promiseRows(loanId)).toEqual([]);

    const unknown = await promise(admin.token, '00000000-0000-4000-8000-000000000001', {
      amount: '100',
      date: '2027-01-10',
    });
    expect(unknown.statusCode).toBe(404);
    const asBorrower = await promise(await signIn(borrower), loanId, { amount: '100', date: '2027-01-10' });
    expect(asBorrower.statusCode).toBe(403);

    // The last day allowed, and K1 exactly.
    const made = await promise(admin.token, loanId, { amount: '1', date: '2027-02-04' });
    expect(made.statusCode).toBe(201);
    expect(made.json().data).toMatchObject({
      amount: 1,
      date: '2027-02-04',
      status: 'open',
      paid: 0,
      madeBy: 'staff',
      by: 'Ada Mulenga',
    });
  });

  it('lands one of two promises recorded at once; the other is told one is open', async () => {
    const { loanId } = loans.race;
    const [first, second] = [await signedInStaff(t, 'admin'), await signedInStaff(t, 'superuser')];
    const answers = await Promise.all([
      promise(first.token, loanId, { amount: '150.50', date: '2027-01-12' }),
      promise(second.token, loanId, { amount: '200', date: '2027-01-15' }),
    ]);
    expect(answers.map((r) => r.statusCode).sort(), answers.map((r) => r.body).join()).toEqual([201, 409]);
    const refused = answers.find((r) => r.statusCode === 409);
    expect(refused?.json().error).toMatchObject({
      code: 'PROMISE_OPEN',
      message: 'This loan already has an open promise to pay.',
    });
    const rows = await promiseRows(loanId);
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(await caseOf(loanId)).toEqual({
      status: 'open',
      amount: row?.amount,
      date: row?.promisedFor,
      next: row?.promisedFor === '2027-01-12' ? '2027-01-13' : '2027-01-16',
    });
    const audited = await t.ctx.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.loanId, loanId), eq(auditEvents.action, 'collections.promise_made')));
    expect(audited).toHaveLength(1);

    // Behind the loan's lock, the index: a second open promise is refused by the database itself.
    const again = insertPromise(t.ctx.db, {
      loanId,
      amount: 100,
      promisedFor: '2027-01-20',
      madeBy: 'staff',
      madeByUserId: first.id,
      repaidBefore: 0,
      createdAt: clock.now(),
    });
    const error = await again.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(violatedUniqueIndex(error)).toBe('promises_to_pay_one_open_idx');
  });

  it('is kept once a repayment reaches the amount, once, and counts in the collector’s kept rate', async () => {
    const { loanId, borrower } = loans.kept;
    const admin = await signedInStaff(t, 'admin');
    const token = await signIn(borrower);
    // A payment before the promise does not count towards it.
    await settle(token, loanId, '20');
    const made = await promise(admin.token, loanId, { amount: '100', date: '2027-01-12' });
    expect(made.statusCode).toBe(201);
    const [before] = await promiseRows(loanId);
    expect(before?.repaidBefore).toBe(2000);

    await settle(token, loanId, '60');
    expect(await checkPromises(t.ctx, '2027-01-06')).toMatchObject({ kept: 0, broken: 0 });
    expect((await promiseRows(loanId))[0]).toMatchObject({ status: 'open', paid: 6000 });

    await settle(token, loanId, '40');
    expect(await checkPromises(t.ctx, '2027-01-07')).toMatchObject({ kept: 1 });
    await expectDecided(loanId, {
      status: 'kept',
      paid: 10000,
      on: '2027-01-07',
      amount: 10000,
      date: '2027-01-12',
    });
    // The same day again changes nothing.
    const again = await checkPromises(t.ctx, '2027-01-07');
    expect(again.kept).toBe(0);
    expect((await promiseRows(loanId))[0]).toMatchObject({
      status: 'kept',
      paid: 10000,
      decidedOn: '2027-01-07',
    });

    const mine = (await stats(admin.token)).find((c) => c.id === admin.id);
    expect(mine).toEqual({ id: admin.id, name: 'Ada Mulenga', kept: 1, broken: 0, open: 0, keptRate: 1 });
    const [entry] = await promiseEntriesOfLoan(t.ctx.db, loanId);
    expect(entry).toMatchObject({ status: 'kept', paid: 100, amount: 100, madeBy: 'staff' });
  });

  it('lets a borrower promise on their own loan past due, and staff see it', async () => {
    const { loanId, borrower } = loans.own;
    const other = loans.other;
    const token = await signIn(borrower);

    const before = await borrowerView(token, loanId);
    expect(before.statusCode).toBe(200);
    expect(before.json().data).toMatchObject({
      messages: [],
      promise: null,
      canPromise: true,
      promiseMaxDays: 30,
    });
    expect(before.json().data.amountOverdue).toBeGreaterThan(181);

    const made = await ownPromise(token, loanId, { amount: '181.55', date: '2027-01-20' });
    expect(made.statusCode).toBe(201);
    expect(made.json().data).toMatchObject({
      amount: 181.55,
      date: '2027-01-20',
      status: 'open',
      madeBy: 'borrower',
    });
    const second = await ownPromise(token, loanId, { amount: '50', date: '2027-01-21' });
    expect(second.statusCode).toBe(409);
    expect(second.json().error.code).toBe('PROMISE_OPEN');
    const tooLate = await ownPromise(token, loanId, { amount: '50', date: '2027-03-01' });
    expect(tooLate.statusCode).toBe(400);

    const after = (await borrowerView(token, loanId)).json().data;
    expect(after).toMatchObject({
      canPromise: false,
      promise: { status: 'open', amount: 181.55, madeBy: 'borrower' },
    });

    // Another borrower's loan reads as no loan at all.
    for (const res of [
      await ownPromise(token, other.loanId, { amount: '50', date: '2027-01-20' }),
      await borrowerView(token, other.loanId),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('LOAN_NOT_FOUND');
    }
    expect(await promiseRows(other.loanId)).toEqual([]);

    const [entry] = await promiseEntriesOfLoan(t.ctx.db, loanId);
    expect(entry).toMatchObject({ madeBy: 'borrower', by: made.json().data.by, amount: 181.55 });
    expect(entry?.by).not.toBe('');
    expect(await caseOf(loanId)).toMatchObject({ status: 'open', amount: 18155, next: '2027-01-21' });
  });

  // Last: moving the business date stays moved for this app.
  it('reminds the borrower the day before, once, in their language, and is broken after the grace day', async () => {
    const { loanId, borrower } = loans.reminder;
    await setSmsOptIn(t.ctx.db, borrower.userId, true, clock.now());
    await setUserLanguage(t.ctx.db, borrower.userId, 'bem', clock.now());
    const admin = await signedInStaff(t, 'admin');
    const superuser = await signedInStaff(t, 'superuser');
    expect((await promise(admin.token, loanId, { amount: '50', date: '2027-01-07' })).statusCode).toBe(201);
    const told = async () => ({
      bell: (await t.ctx.db.select().from(notifications).where(eq(notifications.userId, borrower.userId)))
        .map((n) => n.message)
        .filter((m) => m.startsWith('Icibukisho')),
      texts: await t.ctx.db
        .select()
        .from(smsMessages)
        .where(and(eq(smsMessages.userId, borrower.userId), eq(smsMessages.kind, 'promise_reminder'))),
    });
    const advance = async (days: number) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/business-date/advance',
        headers: { 'x-auth-token': superuser.token },
        payload: { days },
      });
      expect(res.statusCode).toBe(200);
      return res.json().data.date as string;
    };

    expect(await told()).toEqual({ bell: [], texts: [] });
    expect(await advance(1)).toBe('2027-01-06');
    const reminded = await told();
    expect(reminded.bell).toHaveLength(1);
    expect(reminded.bell[0]).toContain('K50.00');
    expect(reminded.texts.map((s) => s.body)).toEqual([
      `Kwacha Loans: mwalaile ukulipila K50.00 pa ngongole ${loanId.slice(0, 8)} pa 2027-01-07. Napapata lipileni mu akaunti yenu. Natotela.`,
    ]);
    expect((await promiseRows(loanId))[0]?.remindedOn).toBe('2027-01-06');
    // The same day again: no second reminder.
    await checkPromises(t.ctx, '2027-01-06');
    expect(await told()).toEqual(reminded);

    // The promised day and the day of grace: still open.
    expect(await advance(2)).toBe('2027-01-08');
    expect((await promiseRows(loanId))[0]?.status).toBe('open');
    expect(await told()).toEqual(reminded);

    expect(await advance(1)).toBe('2027-01-09');
    await expectDecided(loanId, {
      status: 'broken',
      paid: 0,
      on: '2027-01-09',
      amount: 5000,
      date: '2027-01-07',
    });
    const again = await checkPromises(t.ctx, '2027-01-09');
    expect(again).toMatchObject({ broken: 0, kept: 0, reminded: 0 });
    const mine = (await stats(admin.token)).find((c) => c.id === admin.id);
    expect(mine).toMatchObject({ broken: 1, kept: 0, open: 0, keptRate: 0 });

    // The borrower sees it broken, and may promise again while the loan is past due.
    const view = (await borrowerView(await signIn(borrower), loanId)).json().data;
    expect(view).toMatchObject({ promise: { status: 'broken' }, canPromise: true });
  });
});
