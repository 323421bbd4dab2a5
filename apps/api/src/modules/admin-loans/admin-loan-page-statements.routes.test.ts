import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInStaff } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { MAX_PREPARED_SHAPES } from './admin-loans.repository';
import { insertApplicant, insertLoan } from './testing/admin-loan-rows';

const URL = '/api/loan-applications/admin';

/** Filters whose combinations make more shapes than the cap; none of them is the search. */
const FILTERS: [string, string][] = [
  ['status', 'pending'],
  ['minAmount', '100'],
  ['maxAmount', '5000'],
  ['from', '2026-01-01'],
  ['to', '2026-12-31'],
  ['decision', 'approved'],
  ['disbursedFrom', '2026-01-01'],
  ['dueFrom', '2026-01-01'],
];
const SORTS = ['newest', 'oldest', 'amount_desc', 'amount_asc'];

describe('GET /api/loan-applications/admin: shapes beyond the prepared ones', () => {
  let t: TestApp;
  let token: string;
  const expected: string[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    token = (await signedInStaff(t, 'admin')).token;
    const applicant = (username: string, lastName: string, k: number) =>
      insertApplicant(t.ctx.db, {
        username,
        firstName: 'Mwila',
        lastName,
        email: `${username}@example.zm`,
        phoneNumber: `+26097712345${k}`,
        nrcNumber: `12345${k}/10/1`,
      });
    const [banda, phiri] = [
      await applicant('mwila.banda', 'Banda', 1),
      await applicant('mwila.phiri', 'Phiri', 2),
    ];
    const at = (day: number) => new Date(Date.UTC(2026, 2, day, 8));
    // Kwacha: only Banda's pending K3,000 is pending and at least K1,000.
    await insertLoan(t.ctx.db, { userId: banda, amount: 2000, status: 'rejected', applicationDate: at(1) });
    const wanted = await insertLoan(t.ctx.db, {
      userId: banda,
      amount: 3000,
      status: 'pending',
      applicationDate: at(2),
    });
    await insertLoan(t.ctx.db, { userId: phiri, amount: 500, status: 'pending', applicationDate: at(3) });
    expected.push(wanted.id);
  });
  afterAll(() => t.close());

  const list = (query: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: URL, query, headers: { 'x-auth-token': token } });

  it('answers a new shape correctly once the cap of named statements is reached', async () => {
    // Every combination is its own shape: this fills the cap and goes past it.
    let shapes = 0;
    for (let mask = 0; shapes <= MAX_PREPARED_SHAPES; mask++) {
      const query = Object.fromEntries(FILTERS.filter((_, k) => mask & (1 << k)));
      const res = await list({ ...query, sort: SORTS[shapes % SORTS.length] as string });
      expect(res.statusCode, res.body).toBe(200);
      shapes++;
    }
    // The search makes a shape none of the above had: built for the request, with its values.
    for (let twice = 0; twice < 2; twice++) {
      const res = await list({ q: 'mwila', status: 'pending', minAmount: '1000' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.items.map((r: { id: string }) => r.id)).toEqual(expected);
    }
  });
});
