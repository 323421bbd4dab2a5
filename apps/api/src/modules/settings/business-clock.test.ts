import { appSettings, loanApplications } from '@kwacha/db';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { dailyBusinessJobs } from '../../bootstrap';
import { signedInStaff } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { expectLedgerInvariants } from '../ledger/testing/ledger-invariants';
import { activeLoan, testClock } from '../payments/testing/payment-test-helpers';
import { createBusinessClock } from './business-clock';
import { advanceBusinessDate } from './business-date.service';

const DELAY_MS = 5000;

// docs/product.md §14.5.1: once the business date moves, what day it is for a loan moves with it — the
// views, payoff quotes and new payouts — while the real clock still runs sessions and codes.
describe('the business clock', () => {
  let t: TestApp;
  const clock = testClock();

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now, config: { simulatorDelayMs: DELAY_MS } });
  });
  afterEach(() => expectLedgerInvariants(t));
  afterAll(() => t.close());

  const getAs = (token: string, url: string) =>
    t.app.inject({ method: 'GET', url, headers: { 'x-auth-token': token } });

  it('shows the borrower and staff the loan as it stands on the business day, and prices the payoff for it', async () => {
    // Paid out on 21 November 2026; instalment 1 falls due on 21 December.
    const { loanId, borrower } = await activeLoan(t, clock, DELAY_MS);
    await advanceBusinessDate(t.ctx, { actorId: null, days: 34 }, dailyBusinessJobs(t.ctx));
    expect(t.ctx.businessClock.today()).toBe('2026-12-25');

    const view = (await getAs(borrower.token, `/api/loan-applications/${loanId}`)).json().data;
    expect(view.status).toBe('overdue');
    expect(view.schedule[0]).toMatchObject({ dueDate: '2026-12-21', status: 'overdue', daysOverdue: 4 });

    const quote = (await getAs(borrower.token, `/api/loan-applications/${loanId}/payoff-quote`)).json().data;
    expect(quote).toMatchObject({ on: '2026-12-25', today: '2026-12-25' });

    const staff = await signedInStaff(t, 'admin');
    const staffView = (await getAs(staff.token, `/api/loan-applications/admin/${loanId}`)).json().data;
    expect(staffView.delinquency).toMatchObject({ daysPastDue: 4, bucket: 1 });
    // Sessions keep the real clock: the borrower signed in "34 days ago" on the business date is still in.
    expect((await getAs(borrower.token, '/api/auth/me')).statusCode).toBe(200);
  });

  it('starts a loan paid out after the move on the business day, so it is not born overdue', async () => {
    const { loanId } = await activeLoan(t, clock, DELAY_MS);
    const [loan] = await t.ctx.db.select().from(loanApplications).where(eq(loanApplications.id, loanId));
    expect(loan?.disbursementDate?.toISOString().slice(0, 10)).toBe('2026-12-25');
    expect(loan?.status).toBe('active');
  });

  it("sees another process's advance on its next refresh", async () => {
    const other = await createBusinessClock(
      { db: t.ctx.db, now: clock.now, config: t.ctx.config },
      { refreshMs: 20 },
    );
    try {
      expect(other.today()).toBe('2026-12-25');
      await t.ctx.db
        .update(appSettings)
        .set({ value: { date: '2027-01-05' } })
        .where(eq(appSettings.key, 'business_date'));
      await vi.waitFor(() => expect(other.today()).toBe('2027-01-05'), { timeout: 2000 });
      // Whole days ahead, the time of day kept.
      expect(other.now().toISOString()).toBe(`2027-01-05T${clock.now().toISOString().slice(11)}`);
    } finally {
      other.stop();
      await t.ctx.db
        .update(appSettings)
        .set({ value: { date: '2026-12-25' } })
        .where(eq(appSettings.key, 'business_date'));
    }
  });

  it('is the real clock in production, and reads nothing', async () => {
    const db = new Proxy(t.ctx.db, {
      get() {
        throw new Error('the production clock must not read the database');
      },
    });
    const production = await createBusinessClock({ db, now: clock.now, config: { nodeEnv: 'production' } });
    expect(production.now()).toEqual(clock.now());
    expect(production.today()).toBe(clock.now().toISOString().slice(0, 10));
    await production.refresh();
    production.stop();
  });
});
