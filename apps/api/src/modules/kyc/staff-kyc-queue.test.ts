import { kycChecks } from '@kwacha/db';
import type { KycQueueRow } from '@kwacha/shared/kyc/kyc';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInStaff, verifiedBorrower } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { call } from './testing/kyc-requests';
import { insertQueuedChecks, microsAfter2001 } from './testing/queue-rows';

const INVALID_CURSOR = 'Invalid cursor. Start again from the first page.';
const cursorOf = (parts: unknown[]) => Buffer.from(JSON.stringify(parts)).toString('base64url');
const SOMEONE = '3f2a9c1e-41aa-4c55-9e0b-1234567890ab';

describe('identity checks: the staff queue in pages (docs/product.md §20.4)', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signedInStaff>>;
  /** The 205 submitted borrowers as the queue must list them: oldest submission first, ties by user id. */
  let expected: string[];
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedInStaff(t, 'admin');
    // 69 submission times within one millisecond, three borrowers on most: the microseconds and the
    // user id decide the order, so a cursor that lost either would repeat or skip rows.
    const times = Array.from({ length: 205 }, (_, i) => microsAfter2001(Math.floor(i / 3)));
    const ids = await insertQueuedChecks(
      t.ctx.db,
      times.map((submittedAt) => ({ status: 'submitted' as const, submittedAt })),
    );
    expected = ids
      .map((id, i) => ({ id, at: times[i] as string }))
      .sort((a, b) => a.at.localeCompare(b.at) || a.id.localeCompare(b.id))
      .map((row) => row.id);
    // Staff with a check of their own are not borrowers: never in the queue, even when oldest.
    await insertQueuedChecks(t.ctx.db, [
      { status: 'submitted', submittedAt: microsAfter2001(0), role: 'admin' },
    ]);
  });
  afterAll(() => t.close());

  async function page(query: string) {
    const res = await call(t, admin.token, 'GET', `/api/admin/kyc?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { items: KycQueueRow[]; nextCursor: string | null };
  }

  /** Every page of a status, following nextCursor; answers the pages' user ids. */
  async function allPages(query: string) {
    const pages: string[][] = [];
    let cursor: string | null = null;
    do {
      const next: { items: KycQueueRow[]; nextCursor: string | null } = await page(
        cursor === null ? query : `${query}&cursor=${cursor}`,
      );
      pages.push(next.items.map((row) => row.userId));
      cursor = next.nextCursor;
    } while (cursor !== null && pages.length < 50);
    return pages;
  }

  it('gives the first 50 by default, with the cursor of the next page', async () => {
    const first = await page('');
    expect(first.items.map((row) => row.userId)).toEqual(expected.slice(0, 50));
    expect(first.items[0]).toEqual({
      userId: expected[0],
      firstName: 'Queued',
      lastName: expect.stringMatching(/^Borrower \d+$/),
      email: expect.stringMatching(/@example\.com$/),
      status: 'submitted',
      submittedAt: '2001-01-01T00:00:00.000Z',
    });
    expect(first.nextCursor).toEqual(expect.any(String));
  });

  it.each([
    ['the default size', 'status=submitted', [50, 50, 50, 50, 5]],
    ['20 at a time', 'status=submitted&limit=20', [20, 20, 20, 20, 20, 20, 20, 20, 20, 20, 5]],
    ['100 at a time', 'limit=100', [100, 100, 5]],
    ['41 at a time: the last page is full and says so', 'limit=41', [41, 41, 41, 41, 41]],
  ])('pages through all 205 in order, without gaps or repeats (%s)', async (_name, query, sizes) => {
    const pages = await allPages(query);
    expect(pages.map((ids) => ids.length)).toEqual(sizes);
    expect(pages.flat()).toEqual(expected);
  });

  it('keeps its place while staff decide: rows already seen leave without shifting the next page', async () => {
    const first = await page('limit=20');
    const decided = expected.slice(0, 5);
    await t.ctx.db
      .update(kycChecks)
      .set({ status: 'approved', decidedAt: new Date() })
      .where(inArray(kycChecks.userId, decided));
    try {
      const second = await page(`limit=20&cursor=${first.nextCursor}`);
      expect(second.items.map((row) => row.userId)).toEqual(expected.slice(20, 40));
      expect((await page('limit=20')).items.map((row) => row.userId)).toEqual(expected.slice(5, 25));
    } finally {
      await t.ctx.db
        .update(kycChecks)
        .set({ status: 'submitted', decidedAt: null })
        .where(inArray(kycChecks.userId, decided));
    }
  });

  it('lists checks without a submission time last, by user id, across pages', async () => {
    const dated = await insertQueuedChecks(
      t.ctx.db,
      [2, 0, 1].map((micros) => ({ status: 'approved' as const, submittedAt: microsAfter2001(micros) })),
    );
    const undated = await insertQueuedChecks(
      t.ctx.db,
      Array.from({ length: 4 }, () => ({ status: 'approved' as const, submittedAt: null })),
    );
    const pages = await allPages('status=approved&limit=2');
    expect(pages.map((ids) => ids.length)).toEqual([2, 2, 2, 1]);
    expect(pages.flat()).toEqual([dated[1], dated[2], dated[0], ...undated.toSorted()]);
    const last = await page('status=approved&limit=7');
    expect(last.items.at(-1)).toMatchObject({ submittedAt: null });
    expect(last.nextCursor).toBeNull();
  });

  it.each([
    ['not base64url', 'not a cursor!'],
    ['too long', 'A'.repeat(201)],
    ['not JSON', 'bm90IGpzb24'],
    ['another list', cursorOf(['users:registered', '2026-01-01T00:00:00.000000Z', SOMEONE])],
    ['another status', cursorOf(['kyc-queue:approved', '2026-01-01T00:00:00.000000Z', SOMEONE])],
    ['year 0000', cursorOf(['kyc-queue:submitted', '0000-01-01T00:00:00.000000Z', SOMEONE])],
    ['30 February', cursorOf(['kyc-queue:submitted', '2026-02-30T00:00:00.000000Z', SOMEONE])],
    ['a date without microseconds', cursorOf(['kyc-queue:submitted', '2026-01-01T00:00:00Z', SOMEONE])],
    ['no user id', cursorOf(['kyc-queue:submitted', '2026-01-01T00:00:00.000000Z', 'mwila'])],
    ['a number for a date', cursorOf(['kyc-queue:submitted', 20260101, SOMEONE])],
    ['two parts', cursorOf(['kyc-queue:submitted', SOMEONE])],
  ])('refuses a bad cursor (%s) with a 400', async (_name, cursor) => {
    const res = await call(t, admin.token, 'GET', `/api/admin/kyc?cursor=${encodeURIComponent(cursor)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'VALIDATION_ERROR', message: INVALID_CURSOR });
  });

  it.each([
    ['limit=0', 'Ask for 1 to 100 rows at a time.'],
    ['limit=101', 'Ask for 1 to 100 rows at a time.'],
    ['limit=ten', 'Ask for 1 to 100 rows at a time.'],
    ['limit=2.5', 'Ask for 1 to 100 rows at a time.'],
    ['status=everything', 'Choose submitted, needs_another_photo or approved.'],
    ['cursor=', INVALID_CURSOR],
    ['page=2', undefined],
  ])('refuses %s with a 400 that says why', async (query, message) => {
    const res = await call(t, admin.token, 'GET', `/api/admin/kyc?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_ERROR');
    if (message) expect(res.json().error.message).toBe(message);
  });

  it('is for staff only, whatever page is asked for', async () => {
    const { nextCursor } = await page('limit=1');
    const borrower = await verifiedBorrower(t);
    const url = `/api/admin/kyc?limit=1&cursor=${nextCursor}`;
    expect((await call(t, borrower.token, 'GET', url)).statusCode).toBe(403);
    expect((await call(t, undefined, 'GET', url)).statusCode).toBe(401);
  });
});
