import { type LoanApplication, loanApplications } from '@kwacha/db';
import type { LoanStatus } from '@kwacha/shared/loans/loan-view';
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInStaff, verifiedBorrower } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { type Applicant, insertApplicant, insertLoan } from './testing/admin-loan-rows';

const URL = '/api/loan-applications/admin';

const APPLICANTS: Applicant[] = [
  ['Chileshe', 'Mwansa', 'chileshe.mwansa@example.zm', '+260977100001', '111111/11/1'],
  ['Natasha', 'Banda', 'natasha.banda@example.zm', '+260966200002', '222222/22/1'],
  [null, null, 'kabwe77@example.zm', '+260955300003', '333333/33/1'],
  ['Abebe', 'Phiri', 'abebe.phiri@example.zm', '+260976400004', '444444/44/1'],
  ['Mwila', 'Chisenga', 'm.chisenga@example.zm', '+260977500005', '555555/55/1'],
  ['Mutale', 'Banda', 'mutale_b@example.zm', '+260967600006', '666666/66/1'],
  ['Bwalya', 'Mwansa', 'bwalya@example.zm', '+260957700007', '777777/77/1'],
  ['Chanda', 'Zulu', 'chanda.zulu@example.zm', '+260977800008', '888888/88/1'],
  // A decoy for "mutale_": an unescaped "_" would match the x.
  ['Mutalex', 'Tembo', 'mutalexb@example.zm', '+260967900009', '999999/99/1'],
].map(([firstName, lastName, email, phoneNumber, nrcNumber], i) => ({
  username: i === 2 ? 'kabwe77' : `applicant${i}`,
  firstName: firstName ?? null,
  lastName: lastName ?? null,
  email: email as string,
  phoneNumber: phoneNumber as string,
  nrcNumber: nrcNumber as string,
}));

const LATER_STATUSES: LoanStatus[] = ['approved', 'rejected', 'active', 'paid', 'disbursed', 'overdue'];
const AMOUNTS = [500, 1000, 1000, 2500.5, 750, 1000, 12000];
const HOUR = 3_600_000;
// Fixture ids start with "f" (no digits-only or name search starts so) except one made to look like "abeb…".
const loanIdFor = (i: number) =>
  `f${((i * 2_654_435_761) % 0x10000000).toString(16).padStart(7, '0')}-0000-4000-8000-000000000000`;
const ABEB_LOAN_ID = 'abeb0000-0000-4000-8000-000000000001';

describe('GET /api/loan-applications/admin', () => {
  let t: TestApp;
  let adminToken: string;
  const userIds: string[] = [];
  /** Every fixture loan with the index of its applicant. */
  const loans: { loan: LoanApplication; applicant: number }[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    adminToken = (await signedInStaff(t, 'admin')).token;
    for (const applicant of APPLICANTS) userIds.push(await insertApplicant(t.ctx.db, applicant));
    const add = async (
      applicant: number,
      spec: { amount: number; status: LoanStatus; at: Date; id: string },
    ) => {
      const userId = userIds[applicant] as string;
      const loan = await insertLoan(t.ctx.db, {
        userId,
        amount: spec.amount,
        status: spec.status,
        applicationDate: spec.at,
        id: spec.id,
      });
      loans.push({ loan, applicant });
    };
    for (let i = 0; i < 26; i++) {
      const applicant = i % 8;
      // One open application per borrower: the first eight loans are the open ones.
      const status = i < 8 ? (i % 2 === 0 ? 'pending' : 'in_review') : (LATER_STATUSES[i % 6] as LoanStatus);
      // Pairs of loans share an application date, so the id has to break the tie.
      const at = new Date(Date.parse('2026-03-01T10:00:00Z') + Math.floor(i / 2) * HOUR);
      await add(applicant, { amount: AMOUNTS[i % AMOUNTS.length] as number, status, at, id: loanIdFor(i) });
    }
    // Around the Lusaka (UTC+2) day 28 February 2026: 21:59:59.999Z is still the 27th there, 22:00Z the 28th.
    const edges = [
      '2026-02-27T21:59:59.999Z',
      '2026-02-27T22:00:00.000Z',
      '2026-02-28T21:59:59.999Z',
      '2026-02-28T22:00:00.000Z',
    ];
    for (const [k, at] of edges.entries()) {
      await add(8, { amount: 300, status: 'paid', at: new Date(at), id: loanIdFor(100 + k) });
    }
    await add(7, { amount: 900, status: 'rejected', at: new Date('2026-03-05T08:00:00Z'), id: ABEB_LOAN_ID });
    // PostgreSQL keeps microseconds; a cursor that kept only milliseconds would repeat or skip these.
    const some = loans.filter((_, i) => i % 3 === 0).map((l) => l.loan.id);
    await t.ctx.db
      .update(loanApplications)
      .set({ applicationDate: sql`${loanApplications.applicationDate} + interval '1 microsecond'` })
      .where(inArray(loanApplications.id, some));
  });
  afterAll(() => t.close());

  const list = (query: Record<string, string | number> = {}, token: string | undefined = adminToken) =>
    t.app.inject({
      method: 'GET',
      url: URL,
      query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
      headers: token ? { 'x-auth-token': token } : {},
    });

  const ids = async (query: Record<string, string | number>) => {
    const res = await list({ limit: 100, ...query });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data.items as { id: string }[]).map((r) => r.id);
  };

  /** Follows nextCursor from the first page to the last, collecting ids. */
  const walk = async (query: Record<string, string | number>, limit = 4) => {
    const seen: string[] = [];
    let cursor: string | null = null;
    for (let pages = 0; pages < 100; pages++) {
      const res = await list({ ...query, limit, ...(cursor && { cursor }) });
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json().data;
      expect(data.items.length).toBeLessThanOrEqual(limit);
      seen.push(...data.items.map((r: { id: string }) => r.id));
      cursor = data.nextCursor;
      if (cursor === null) return seen;
      expect(data.items).toHaveLength(limit);
    }
    throw new Error('the cursor never reached the last page');
  };

  const loansOf = (...applicants: number[]) =>
    loans.filter((l) => applicants.includes(l.applicant)).map((l) => l.loan.id);

  it('walks every loan exactly once, in order, in each sort', async () => {
    const l = loanApplications;
    const orders = {
      newest: [desc(l.applicationDate), desc(l.id)],
      oldest: [asc(l.applicationDate), asc(l.id)],
      amount_desc: [desc(l.amount), desc(l.id)],
      amount_asc: [asc(l.amount), asc(l.id)],
    };
    for (const [sort, order] of Object.entries(orders)) {
      const expected = (
        await t.ctx.db
          .select({ id: l.id })
          .from(l)
          .orderBy(...order)
      ).map((r) => r.id);
      expect(expected).toHaveLength(31);
      expect(await walk({ sort }), sort).toEqual(expected);
      // A page size that divides the total exactly still ends with a null cursor, not an empty page.
      expect(await walk({ sort }, 31), sort).toEqual(expected);
    }
  });

  it('shows the applicant, product and amount in kwacha on each row, newest first by default', async () => {
    const res = await list({ limit: 100 });
    const items = res.json().data.items as Record<string, unknown>[];
    expect(items[0]?.id).toBe(ABEB_LOAN_ID);
    const first = loans.find((l) => l.applicant === 0 && l.loan.amount === 250_050);
    expect(items.find((r) => r.id === first?.loan.id)).toEqual({
      id: first?.loan.id,
      applicantName: 'Chileshe Mwansa',
      email: 'chileshe.mwansa@example.zm',
      phoneNumber: '+260977100001',
      productName: 'Personal Loan',
      amount: 2500.5,
      duration: 6,
      status: first?.loan.status,
      applicationDate: first?.loan.applicationDate.toISOString(),
    });
    // No name on file: the username stands in.
    const nameless = items.find((r) => r.email === 'kabwe77@example.zm');
    expect(nameless?.applicantName).toBe('kabwe77');
  });

  it('filters by status, amount range and Lusaka calendar days', async () => {
    const pending = await walk({ status: 'pending' }, 2);
    expect(pending.sort()).toEqual(
      loans
        .filter((l) => l.loan.status === 'pending')
        .map((l) => l.loan.id)
        .sort(),
    );

    const between = await walk({ minAmount: 1000, maxAmount: 2500.5, sort: 'amount_desc' }, 3);
    const inRange = loans.filter((l) => l.loan.amount >= 100_000 && l.loan.amount <= 250_050);
    expect(between.sort()).toEqual(inRange.map((l) => l.loan.id).sort());

    // 28 February in Lusaka is 27 Feb 22:00Z up to (not including) 28 Feb 22:00Z.
    expect((await ids({ from: '2026-02-28', to: '2026-02-28' })).sort()).toEqual(
      [loanIdFor(101), loanIdFor(102)].sort(),
    );
    expect(await ids({ to: '2026-02-27' })).toEqual([loanIdFor(100)]);

    // Filters combine; the counts stay those of every loan.
    const paidCheap = await list({ status: 'paid', maxAmount: 300, limit: 100 });
    const all = await list();
    expect(paidCheap.json().data.items).toHaveLength(4);
    expect(paidCheap.json().data.counts).toEqual(all.json().data.counts);
  });

  it('refuses malformed filters with 400', async () => {
    const malformed: Record<string, string | number>[] = [
      { from: '2026-02-30' },
      { to: '21/11/2026' },
      { minAmount: 10.555 },
      { maxAmount: 'lots' },
      { limit: 101 },
      { status: 'lost' },
      { sort: 'random' },
      { page: 2 },
    ];
    for (const query of malformed) {
      const res = await list(query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
    }
  });

  it('searches e-mail, names, phone, NRC and loan id by their first characters', async () => {
    const cases: [string, string[]][] = [
      ['CHILESHE.MWANSA@', loansOf(0)],
      ['chil', loansOf(0)],
      ['Mwansa', loansOf(0, 6)],
      [' banda ', loansOf(1, 5)],
      ['mwila chi', loansOf(4)],
      ['Natasha Banda', loansOf(1)],
      ['0977100001', loansOf(0)],
      ['977100001', loansOf(0)],
      ['+260 977 100 001', loansOf(0)],
      ['0977', loansOf(0, 4, 7)],
      ['111111/11', loansOf(0)],
      ['444444', loansOf(3)],
      ['abeb', [...loansOf(3), ABEB_LOAN_ID]],
      [loanIdFor(5).slice(0, 8).toUpperCase(), [loanIdFor(5)]],
      [loanIdFor(5), [loanIdFor(5)]],
      ['mutale_', loansOf(5)],
      ['kabwe', loansOf(2)],
      ['zzzz', []],
    ];
    for (const [q, expected] of cases) {
      expect((await ids({ q })).sort(), q).toEqual([...expected].sort());
    }
  });

  it('pages through search results with the cursor, the id and name matches merged in order', async () => {
    const expected = (
      await t.ctx.db
        .select({ id: loanApplications.id })
        .from(loanApplications)
        .where(inArray(loanApplications.id, [...loansOf(3), ABEB_LOAN_ID]))
        .orderBy(asc(loanApplications.amount), asc(loanApplications.id))
    ).map((r) => r.id);
    expect(await walk({ q: 'abeb', sort: 'amount_asc' }, 1)).toEqual(expected);
  });

  it('counts every loan per status, kept exact as loans are added, moved and removed', async () => {
    const countsNow = async () => (await list()).json().data.counts as Record<string, number>;
    const grouped = await t.ctx.db
      .select({ status: loanApplications.status, n: sql<number>`count(*)::int` })
      .from(loanApplications)
      .groupBy(loanApplications.status);
    const before = await countsNow();
    expect(before.all).toBe(31);
    for (const { status, n } of grouped) expect(before[status], status).toBe(n);
    expect(before.approval_error).toBe(0);

    const target = loans.find((l) => l.loan.status === 'pending')?.loan.id as string;
    await t.ctx.db
      .update(loanApplications)
      .set({ status: 'approved' })
      .where(eq(loanApplications.id, target));
    const moved = await countsNow();
    expect(moved).toMatchObject({
      all: 31,
      pending: (before.pending ?? 0) - 1,
      approved: (before.approved ?? 0) + 1,
    });

    // An update that leaves the status alone changes nothing.
    await t.ctx.db.update(loanApplications).set({ remarks: 'checked' });
    expect(await countsNow()).toEqual(moved);

    const extra = await insertLoan(t.ctx.db, {
      userId: userIds[8] as string,
      amount: 100,
      status: 'overdue',
      applicationDate: new Date(),
    });
    expect(await countsNow()).toMatchObject({ all: 32, overdue: (moved.overdue ?? 0) + 1 });
    await t.ctx.db.delete(loanApplications).where(eq(loanApplications.id, extra.id));
    await t.ctx.db.update(loanApplications).set({ status: 'pending' }).where(eq(loanApplications.id, target));
    expect(await countsNow()).toEqual(before);
  });

  it('answers a tampered cursor, or one from another sort, with 400', async () => {
    const first = await list({ limit: 2 });
    const cursor = first.json().data.nextCursor as string;
    expect(cursor).toMatch(/^[\w-]+$/);
    const fake = Buffer.from(
      JSON.stringify(['newest', '2026-03-01T10:00:00.000000Z', 'not-a-uuid']),
    ).toString('base64url');
    const tampered: Record<string, string>[] = [
      { cursor: `${cursor.slice(0, -3)}!!!` },
      { cursor: cursor.slice(0, 10) },
      { cursor: fake },
      { cursor, sort: 'amount_asc' },
    ];
    for (const query of tampered) {
      const res = await list(query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, error: { code: 'VALIDATION_ERROR' } });
    }
  });

  it('is for admins and superusers only', async () => {
    const borrower = await verifiedBorrower(t);
    const superuser = await signedInStaff(t, 'superuser');
    const detail = `${URL}/${loanIdFor(0)}`;
    for (const url of [URL, detail]) {
      const anonymous = await t.app.inject({ method: 'GET', url });
      expect(anonymous.statusCode, url).toBe(401);
      const forbidden = await t.app.inject({
        method: 'GET',
        url,
        headers: { 'x-auth-token': borrower.token },
      });
      expect(forbidden.statusCode, url).toBe(403);
      expect(forbidden.json().message).toBe('You do not have permission to perform this action.');
      const allowed = await t.app.inject({
        method: 'GET',
        url,
        headers: { 'x-auth-token': superuser.token },
      });
      expect(allowed.statusCode, url).toBe(200);
    }
  });
});
