import { appSettings, auditEvents, journalEntries, loanApplications, sentReminders } from '@kwacha/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { dailyBusinessJobs } from '../../bootstrap';
import { businessDateMain } from '../../cli/business-date-command';
import { signedInStaff, verifiedBorrower } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { expectLedgerInvariants } from '../ledger/testing/ledger-invariants';
import { activeLoan, testClock } from '../payments/testing/payment-test-helpers';
import { DAILY_SERVICING_JOB } from '../servicing/servicing.jobs';
import { advanceBusinessDate, businessToday } from './business-date.service';
import { businessDateFromConsole } from './business-date-from-console';

const DELAY_MS = 5000;
const PRODUCTION_MESSAGE = 'The business date cannot be moved in production.';

// The loan is paid out on 21 November 2026 (K1,000 over 6 months): instalment 1 is due on 21 December,
// overdue from 25 December after the 3 grace days, with one late fee (servicing.test.ts).
describe('the business date (docs/product.md §14.5.1)', () => {
  let t: TestApp;
  const clock = testClock();
  let superuser: Awaited<ReturnType<typeof signedInStaff>>;

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now, config: { simulatorDelayMs: DELAY_MS } });
    superuser = await signedInStaff(t, 'superuser');
  });
  afterEach(() => expectLedgerInvariants(t));
  afterAll(() => t.close());

  const get = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/admin/business-date', headers: { 'x-auth-token': token } });
  const advance = (token: string, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/business-date/advance',
      headers: { 'x-auth-token': token },
      payload: payload as object,
    });
  const storedDate = async () => {
    const [row] = await t.ctx.db.select().from(appSettings).where(eq(appSettings.key, 'business_date'));
    return row?.value;
  };

  it('moves the date day by day, running servicing for each day as if the days had passed', async () => {
    const { loanId } = await activeLoan(t, clock, DELAY_MS);
    expect((await get(superuser.token)).json().data).toEqual({
      date: '2026-11-21',
      realToday: '2026-11-21',
      moved: false,
      allowed: true,
    });

    // 21 November + 34 days = 25 December: past the due date and its grace days.
    const res = await advance(superuser.token, { days: 34 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'The business date is now 2026-12-25.',
      data: { date: '2026-12-25', realToday: '2026-11-21', moved: true, allowed: true },
    });
    expect(await storedDate()).toEqual({ date: '2026-12-25' });
    expect(await businessToday(t.ctx)).toBe('2026-12-25');

    const [loan] = await t.ctx.db.select().from(loanApplications).where(eq(loanApplications.id, loanId));
    expect(loan?.status).toBe('overdue');
    const fees = () =>
      t.ctx.db
        .select()
        .from(journalEntries)
        .where(and(eq(journalEntries.loanId, loanId), eq(journalEntries.kind, 'late_fee')));
    expect(await fees()).toHaveLength(1);
    // Each reminder the days passed over called for, once per kind, never again on the later days.
    const reminders = await t.ctx.db.select().from(sentReminders).where(eq(sentReminders.loanId, loanId));
    const kinds = reminders.map((r) => r.kind);
    expect(kinds.length).toBeGreaterThan(1);
    expect(new Set(kinds).size).toBe(kinds.length);

    const [audit] = await t.ctx.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'business_date.advanced'));
    expect(audit).toMatchObject({
      actorId: superuser.id,
      before: { date: '2026-11-21' },
      after: { date: '2026-12-25' },
    });

    // The scheduled job runs on the business date: on the real one it would see no arrears and cure the loan.
    await t.ctx.jobs.runNow(DAILY_SERVICING_JOB);
    const [after] = await t.ctx.db.select().from(loanApplications).where(eq(loanApplications.id, loanId));
    expect(after?.status).toBe('overdue');

    // A later day charges nothing more for the same instalment.
    await advance(superuser.token, { days: 1 });
    expect(await fees()).toHaveLength(1);
    expect((await get(superuser.token)).json().data.date).toBe('2026-12-26');
  });

  it('refuses bad input with 400, an admin with 403 (who may still read it), a borrower with 403', async () => {
    for (const body of [
      { days: 0 },
      { days: 367 },
      { days: 1.5 },
      { days: '3' },
      {},
      { days: 1, extra: 1 },
    ]) {
      const res = await advance(superuser.token, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
    }
    const admin = await signedInStaff(t, 'admin');
    expect((await advance(admin.token, { days: 1 })).statusCode).toBe(403);
    expect((await get(admin.token)).statusCode).toBe(200);
    const borrower = await verifiedBorrower(t);
    expect((await advance(borrower.token, { days: 1 })).statusCode).toBe(403);
    expect((await get(borrower.token)).statusCode).toBe(403);
  });

  it('refuses in production, in the service as well as the route, and reads the real date there', async () => {
    const production = { ...t.ctx, config: { ...t.ctx.config, nodeEnv: 'production' as const } };
    await expect(
      advanceBusinessDate(production, { actorId: null, days: 1 }, dailyBusinessJobs(t.ctx)),
    ).rejects.toMatchObject({ code: 'BUSINESS_DATE_FIXED', message: PRODUCTION_MESSAGE });
    expect(await businessToday(production)).toBe('2026-11-21');

    const prod = await createTestApp({
      now: clock.now,
      config: { nodeEnv: 'production', allowPaymentSimulator: true },
    });
    try {
      const su = await signedInStaff(prod, 'superuser');
      const res = await prod.app.inject({
        method: 'POST',
        url: '/api/admin/business-date/advance',
        headers: { 'x-auth-token': su.token },
        payload: { days: 1 },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toMatchObject({ code: 'BUSINESS_DATE_FIXED', message: PRODUCTION_MESSAGE });
    } finally {
      await prod.close();
    }
  });

  it('refuses a second advance while one runs', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slow = [{ name: 'slow', run: () => held.then(() => ({})) }];
    const first = advanceBusinessDate(t.ctx, { actorId: null, days: 1 }, slow);
    await vi.waitFor(async () => expect(await storedDate()).toHaveProperty('advancing'));
    await expect(advanceBusinessDate(t.ctx, { actorId: null, days: 1 }, slow)).rejects.toMatchObject({
      code: 'BUSINESS_DATE_BUSY',
    });
    release();
    const { days } = await first;
    expect(days).toHaveLength(1);
    expect(await storedDate()).not.toHaveProperty('advancing');
  });

  describe('npm run business-date', () => {
    const run = (deps: typeof t.ctx) => (request: { advance?: number }) =>
      businessDateFromConsole(deps, request, dailyBusinessJobs(deps));
    const captured = async (argv: string[], deps = t.ctx) => {
      const out = vi.spyOn(console, 'info').mockImplementation(() => {});
      const err = vi.spyOn(console, 'error').mockImplementation(() => {});
      try {
        const code = await businessDateMain(argv, run(deps));
        const lines = (spy: typeof out) => spy.mock.calls.map((call) => call.join(' '));
        return { code, stdout: lines(out), stderr: lines(err) };
      } finally {
        out.mockRestore();
        err.mockRestore();
      }
    };

    it('shows the dates, advances printing each day, and refuses in production with exit 1', async () => {
      const before = await businessToday(t.ctx);
      const shown = await captured(['--show']);
      expect(shown.code).toBe(0);
      expect(shown.stdout).toEqual([`Business date: ${before}`, 'Real date:     2026-11-21']);

      const advanced = await captured(['--advance', '2']);
      expect(advanced.code).toBe(0);
      expect(advanced.stdout).toHaveLength(4);
      // The month-end provisions come first, before servicing ages the loans (docs/decisions/050).
      expect(advanced.stdout[0]).toMatch(
        /^\d{4}-\d{2}-\d{2} {2}provisions: month [^;]*; servicing: loans \d+, becameOverdue \d+/,
      );

      const production = { ...t.ctx, config: { ...t.ctx.config, nodeEnv: 'production' as const } };
      const refused = await captured(['--advance', '1'], production);
      expect(refused).toMatchObject({ code: 1, stderr: [PRODUCTION_MESSAGE] });
    });

    it('refuses a bad argument with the usage and exit 2, a day count out of range with exit 1', async () => {
      expect((await captured(['--advance', 'soon'])).code).toBe(2);
      expect((await captured([])).code).toBe(2);
      expect(await captured(['--advance', '400'])).toMatchObject({
        code: 1,
        stderr: ['Enter a whole number of days from 1 to 366.'],
      });
    });
  });
});
