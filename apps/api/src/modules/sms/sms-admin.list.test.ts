import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInStaff } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { failedSms, textingBorrower, textsAtCloseTimes } from './testing/staff-sms';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedInStaff(t, 'admin')).token;
});
afterAll(() => t.close());

const get = (query: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/admin/sms-messages?${query}`,
    headers: { 'x-auth-token': admin },
  });

interface Page {
  items: { id: string; toNumber: string; status: string; resentAsId: string | null }[];
  nextCursor: string | null;
}

async function list(query: string): Promise<Page> {
  const res = await get(query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

describe('GET /api/admin/sms-messages: pages (docs/product.md §19.4)', () => {
  it('pages through 125 texts newest first with a cursor, none repeated or skipped, ties broken by id', async () => {
    const expected = await textsAtCloseTimes(t, 125, '4242');
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: Page = await list(`q=4242${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.items.length).toBeLessThanOrEqual(50);
      seen.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor);
    // 125 at 50 a page: 50, 50, 25.
    expect(pages).toBe(3);
    expect(seen).toEqual(expected);

    // Smaller pages end on every kind of tie and still give the same order.
    const small: string[] = [];
    cursor = null;
    do {
      const page: Page = await list(`q=4242&limit=7${cursor ? `&cursor=${cursor}` : ''}`);
      small.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(small).toEqual(expected);
  });

  it("finds texts by the number's last digits, typed with +260, a leading 0 or spaces, and by status", async () => {
    const borrower = await textingBorrower(t);
    const id = await failedSms(t, borrower.userId);
    const local = `0${borrower.phoneNumber.slice(4)}`;
    const lastFour = borrower.phoneNumber.slice(-4);
    for (const q of [borrower.phoneNumber, local, `${lastFour.slice(0, 2)} ${lastFour.slice(2)}`]) {
      const found = await list(`q=${encodeURIComponent(q)}&status=failed`);
      expect(found.items.map((item) => item.id)).toContain(id);
      expect(found.items.every((item) => item.toNumber.endsWith(lastFour))).toBe(true);
    }
    expect((await list(`q=${encodeURIComponent(borrower.phoneNumber)}&status=delivered`)).items).toEqual([]);
    const item = (await list(`q=${encodeURIComponent(borrower.phoneNumber)}`)).items[0];
    expect(item).toMatchObject({ id, status: 'failed', resentAsId: null });
  });

  it('refuses a bad cursor, search or status with a 400 naming the field, never a 500', async () => {
    const refusal = async (query: string) => {
      const res = await get(query);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
      return res.json();
    };
    const forged = (parts: unknown[]) => Buffer.from(JSON.stringify(parts)).toString('base64url');
    const id = '3f2a9c1e-41aa-4c55-9e0b-1234567890ab';
    for (const cursor of [
      'not-a-cursor',
      forged(['sms:created', '0000-01-01T00:00:00.000000Z', id]),
      forged(['sms:created', '2026-02-30T00:00:00.000000Z', id]),
      forged(['sms:created', '2026-11-20T08:00:00.000000Z', 'not-a-uuid']),
      // Another list's cursor is not replayed here.
      forged(['emails:created', '2026-11-20T08:00:00.000000Z', id]),
      'a%00b',
    ]) {
      const body = await refusal(`cursor=${cursor}`);
      expect(body.message).toBe('Invalid cursor. Start again from the first page.');
    }
    expect((await refusal('q=12')).error.details).toContainEqual(
      expect.objectContaining({
        field: 'q',
        message: 'Enter digits of the number, at least its last 3 (like 4567).',
      }),
    );
    expect((await refusal('q=abc')).error.details).toContainEqual(expect.objectContaining({ field: 'q' }));
    expect((await refusal('status=lost')).error.details).toContainEqual(
      expect.objectContaining({
        field: 'status',
        message: 'Choose queued, sent, delivered, failed or unknown.',
      }),
    );
    expect((await refusal('page=2')).success).toBe(false);
  });
});
