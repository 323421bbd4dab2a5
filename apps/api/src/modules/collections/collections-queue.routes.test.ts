import { auditEvents } from '@kwacha/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loginToken, signedInStaff } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { expectLedgerInvariants } from '../ledger/testing/ledger-invariants';
import { testClock } from '../payments/testing/payment-test-helpers';
import { DELAY_MS, dailyRunOn, loanPaidOutOn, positionOf, repay } from './testing/overdue-loans';

type Staff = Awaited<ReturnType<typeof signedInStaff>>;

// Three K1,000 loans over 6 months: A paid out on 21 November 2026 (instalment 1 of K181.55 due on
// 21 December), B on 1 December (due 1 January 2027), C on 10 December (due 10 January). The daily run of
// 5 January 2027 leaves A 15 days past due, B 4, and C current. Both late instalments took the 5% late
// fee (3 grace days): K181.55 + K9.08 = K190.63 overdue; B's borrower then pays K50, leaving K140.63.
describe('the collections queue (docs/product.md §23.2)', () => {
  let t: TestApp;
  const clock = testClock();
  let a: Awaited<ReturnType<typeof loanPaidOutOn>>;
  let b: Awaited<ReturnType<typeof loanPaidOutOn>>;
  let c: Awaited<ReturnType<typeof loanPaidOutOn>>;
  let admin: Staff;
  let otherAdmin: Staff;

  const queue = (token: string, query = '') =>
    t.app.inject({
      method: 'GET',
      url: `/api/admin/collections${query}`,
      headers: { 'x-auth-token': token },
    });
  const loanIdsOf = async (token: string, query = '') => {
    const res = await queue(token, query);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data.items as { loanId: string }[]).map((row) => row.loanId);
  };
  const assign = (token: string, body: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/collections/assign',
      headers: { 'x-auth-token': token },
      payload: body,
    });

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now, config: { simulatorDelayMs: DELAY_MS } });
    a = await loanPaidOutOn(t, clock, '2026-11-21');
    b = await loanPaidOutOn(t, clock, '2026-12-01');
    c = await loanPaidOutOn(t, clock, '2026-12-10');
    await dailyRunOn(t, clock, '2027-01-05');
    await repay(t, clock, b.borrower, b.loanId, '50.00');
    // Tuesday 5 January 2027, 10:00 in Lusaka.
    clock.set('2027-01-05T08:00:00Z');
    admin = await signedInStaff(t, 'admin');
    otherAdmin = await signedInStaff(t, 'admin');
  });
  afterEach(() => expectLedgerInvariants(t));
  afterAll(() => t.close());

  it('refuses a borrower (403) and a stranger (401)', async () => {
    const borrowerToken = await loginToken(t, a.borrower.email, a.borrower.password);
    expect((await queue(borrowerToken)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/collections' })).statusCode).toBe(401);
  });

  it('lists the loans past due, most days past due first, with amounts in kwacha', async () => {
    expect((await positionOf(t, a.loanId))?.daysPastDue).toBe(15);
    const res = await queue(admin.token);
    expect(res.statusCode).toBe(200);
    const { items, nextCursor } = res.json().data;
    expect(nextCursor).toBeNull();
    expect(items.map((row: { loanId: string }) => row.loanId)).toEqual([a.loanId, b.loanId]);
    expect(items[0]).toEqual({
      loanId: a.loanId,
      borrowerName: expect.any(String),
      phoneNumber: expect.stringMatching(/^\+260/),
      daysPastDue: 15,
      bucket: 1,
      bucketLabel: '1–30 days',
      amountOverdue: 190.63,
      balance: expect.any(Number),
      collector: null,
      lastContact: null,
      promise: null,
      nextActionOn: null,
    });
    expect(items[1]).toMatchObject({ daysPastDue: 4, amountOverdue: 140.63 });
    expect(items.map((row: { loanId: string }) => row.loanId)).not.toContain(c.loanId);
  });

  it('sorts by amount overdue, and pages with a cursor tied to its sort', async () => {
    expect(await loanIdsOf(admin.token, '?sort=amount_overdue')).toEqual([a.loanId, b.loanId]);
    const first = (await queue(admin.token, '?limit=1')).json().data;
    expect(first.items.map((row: { loanId: string }) => row.loanId)).toEqual([a.loanId]);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = (await queue(admin.token, `?limit=1&cursor=${first.nextCursor}`)).json().data;
    expect(second.items.map((row: { loanId: string }) => row.loanId)).toEqual([b.loanId]);
    expect(second.nextCursor).toBeNull();

    const replayed = await queue(admin.token, `?limit=1&sort=amount_overdue&cursor=${first.nextCursor}`);
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().message).toBe('Invalid cursor. Start again from the first page.');
  });

  it('filters by bucket', async () => {
    expect(await loanIdsOf(admin.token, '?bucket=1')).toEqual([a.loanId, b.loanId]);
    expect(await loanIdsOf(admin.token, '?bucket=2')).toEqual([]);
  });

  it('lists the collectors: active admins and superusers, never a borrower', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/collections/collectors',
      headers: { 'x-auth-token': admin.token },
    });
    expect(res.statusCode).toBe(200);
    const ids = (res.json().data as { id: string; name: string }[]).map((person) => person.id);
    expect(ids).toEqual(expect.arrayContaining([admin.id, otherAdmin.id]));
    expect(ids).not.toContain(a.borrower.userId);
    expect(res.json().data).toContainEqual({ id: admin.id, name: 'Ada Mulenga' });
  });

  it('assigns loans to a collector, audited per loan, and filters by collector and "mine"', async () => {
    const res = await assign(admin.token, { loanIds: [a.loanId], staffUserId: admin.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, data: { assigned: 1 }, message: 'Loan assigned.' });

    const audits = await t.ctx.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'collections.assigned'), eq(auditEvents.loanId, a.loanId)));
    expect(audits.map((e) => [e.actorId, e.entityType, e.entityId, e.before, e.after])).toEqual([
      [admin.id, 'loan', a.loanId, { collectorId: null }, { collectorId: admin.id }],
    ]);

    expect(await loanIdsOf(admin.token, `?collector=${admin.id}`)).toEqual([a.loanId]);
    expect(await loanIdsOf(admin.token, '?collector=none')).toEqual([b.loanId]);
    expect(await loanIdsOf(admin.token, '?mine=true')).toEqual([a.loanId]);
    expect(await loanIdsOf(otherAdmin.token, '?mine=true')).toEqual([]);
    const [row] = (await queue(admin.token, `?collector=${admin.id}`)).json().data.items;
    expect(row.collector).toEqual({ id: admin.id, name: 'Ada Mulenga' });
  });

  it('refuses a borrower as collector, a loan not past due, and an unknown loan', async () => {
    const borrowerAsCollector = await assign(admin.token, {
      loanIds: [b.loanId],
      staffUserId: b.borrower.userId,
    });
    expect(borrowerAsCollector.statusCode).toBe(400);
    expect(borrowerAsCollector.json().message).toBe('Choose a member of staff.');

    const current = await assign(admin.token, { loanIds: [b.loanId, c.loanId], staffUserId: otherAdmin.id });
    expect(current.statusCode).toBe(409);
    expect(current.json()).toMatchObject({
      message: 'This loan is not past due.',
      error: { code: 'NOT_OVERDUE' },
    });
    // All or nothing: B was not assigned either.
    expect(await loanIdsOf(admin.token, '?collector=none')).toEqual([b.loanId]);

    const unknown = await assign(admin.token, {
      loanIds: ['00000000-0000-4000-8000-000000000000'],
      staffUserId: admin.id,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('filters by days without contact and by promise status', async () => {
    expect(await loanIdsOf(admin.token, '?noContactDays=1')).toEqual([a.loanId, b.loanId]);
    const logged = await t.app.inject({
      method: 'POST',
      url: `/api/admin/collections/${a.loanId}/contacts`,
      headers: { 'x-auth-token': admin.token },
      payload: { channel: 'call', outcome: 'no_answer' },
    });
    expect(logged.statusCode, logged.body).toBe(201);
    expect(await loanIdsOf(admin.token, '?noContactDays=1')).toEqual([b.loanId]);
    const [row] = (await queue(admin.token, '?limit=1')).json().data.items;
    expect(row.lastContact).toEqual({
      at: '2027-01-05T08:00:00.000Z',
      channel: 'call',
      outcome: 'no_answer',
    });
    // Two days on (a fresh session: the clock jumped past the old one's idle time).
    clock.set('2027-01-07T08:00:00Z');
    const token = await loginToken(t, admin.email, admin.password);
    expect(await loanIdsOf(token, '?noContactDays=1')).toEqual([a.loanId, b.loanId]);
    expect(await loanIdsOf(token, '?noContactDays=3')).toEqual([b.loanId]);
    expect(await loanIdsOf(token, '?promise=open')).toEqual([]);
  });

  it('lets a superuser use the desk too', async () => {
    const superuser = await signedInStaff(t, 'superuser');
    expect(await loanIdsOf(superuser.token)).toEqual([a.loanId, b.loanId]);
  });
});
