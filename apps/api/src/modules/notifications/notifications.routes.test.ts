import { notifications } from '@kwacha/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { borrowerWithApplication, signedInStaff, verifiedBorrower } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

describe('notifications API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', url: string, token?: string) =>
    t.app.inject({ method, url, headers: token ? { 'x-auth-token': token } : {} });

  /** `count` notifications for a user, one minute apart, the last one newest. */
  async function seed(userId: string, count: number) {
    const start = Date.parse('2026-11-01T08:00:00Z');
    const rows = Array.from({ length: count }, (_, i) => ({
      userId,
      type: 'info' as const,
      message: `Notice ${i + 1}`,
      createdAt: new Date(start + i * 60_000),
    }));
    return t.ctx.db.insert(notifications).values(rows).returning();
  }

  it('lists the newest 20 by default, up to 50 on request, with the unread count', async () => {
    const b = await verifiedBorrower(t);
    await seed(b.userId, 55);

    const first = await call('GET', '/api/notifications', b.token);
    expect(first.statusCode).toBe(200);
    const page = first.json().data;
    expect(page.unreadCount).toBe(55);
    expect(page.items).toHaveLength(20);
    expect(page.items[0]).toMatchObject({
      type: 'info',
      message: 'Notice 55',
      loanId: null,
      read: false,
      timestamp: new Date(Date.parse('2026-11-01T08:00:00Z') + 54 * 60_000).toISOString(),
    });
    expect(page.items.map((n: { message: string }) => n.message).slice(0, 3)).toEqual([
      'Notice 55',
      'Notice 54',
      'Notice 53',
    ]);

    const most = await call('GET', '/api/notifications?limit=50', b.token);
    expect(most.json().data.items).toHaveLength(50);
    for (const limit of ['0', '51', 'ten']) {
      expect((await call('GET', `/api/notifications?limit=${limit}`, b.token)).statusCode).toBe(400);
    }
  });

  it('counts unread, marks one read (idempotent) and all read, only for their owner', async () => {
    const alice = await verifiedBorrower(t);
    const bob = await verifiedBorrower(t);
    const [one, two] = await seed(alice.userId, 3);
    const [bobs] = await seed(bob.userId, 1);
    if (!one || !two || !bobs) throw new Error('seed failed');

    expect((await call('GET', '/api/notifications/unread-count', alice.token)).json().data).toEqual({
      unreadCount: 3,
    });

    const read = await call('POST', `/api/notifications/${one.id}/read`, alice.token);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ message: 'Notification marked as read.', data: { unreadCount: 2 } });
    const [stored] = await t.ctx.db.select().from(notifications).where(eq(notifications.id, one.id));
    const firstReadAt = stored?.readAt;
    expect(firstReadAt).toBeInstanceOf(Date);
    const again = await call('POST', `/api/notifications/${one.id}/read`, alice.token);
    expect(again.json().data).toEqual({ unreadCount: 2 });
    const [still] = await t.ctx.db.select().from(notifications).where(eq(notifications.id, one.id));
    expect(still?.readAt).toEqual(firstReadAt);
    const list = (await call('GET', '/api/notifications', alice.token)).json().data;
    expect(list.items.find((n: { id: string }) => n.id === one.id).read).toBe(true);

    // Another user's notification, an unknown id and a malformed id are all simply not found.
    for (const id of [bobs.id, '00000000-0000-0000-0000-000000000000', 'nope']) {
      const res = await call('POST', `/api/notifications/${id}/read`, alice.token);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Notification not found.');
    }
    expect((await call('GET', '/api/notifications/unread-count', bob.token)).json().data.unreadCount).toBe(1);

    const all = await call('POST', '/api/notifications/read-all', alice.token);
    expect(all.statusCode).toBe(200);
    expect(all.json()).toMatchObject({
      message: 'All notifications marked as read.',
      data: { unreadCount: 0 },
    });
    expect((await call('GET', '/api/notifications/unread-count', alice.token)).json().data.unreadCount).toBe(
      0,
    );
    expect((await call('GET', '/api/notifications/unread-count', bob.token)).json().data.unreadCount).toBe(1);
  });

  it('serves staff too: an admin sees the new application and the borrower sees the decision', async () => {
    const admin = await signedInStaff(t, 'admin');
    const { borrower, loanId } = await borrowerWithApplication(t, {}, { identityApproved: true });

    const staffList = (await call('GET', '/api/notifications', admin.token)).json().data;
    expect(staffList.unreadCount).toBe(1);
    expect(staffList.items[0]).toMatchObject({
      type: 'new_loan_application',
      message: 'New loan application from Mwila Banda for K1,000.00',
      loanId,
      read: false,
    });

    await t.app.inject({
      method: 'PUT',
      url: `/api/loan-applications/admin/loan/${loanId}/status`,
      headers: { 'x-auth-token': admin.token },
      payload: { status: 'approved' },
    });
    const mine = (await call('GET', '/api/notifications', borrower.token)).json().data;
    expect(mine).toEqual({
      unreadCount: 1,
      items: [
        {
          id: expect.any(String),
          type: 'loan_approved',
          message: `Your loan application ${loanId.slice(0, 8)} for K1,000.00 was approved.`,
          loanId,
          timestamp: expect.any(String),
          read: false,
        },
      ],
    });
  });

  it('needs a session', async () => {
    for (const [method, url] of [
      ['GET', '/api/notifications'],
      ['GET', '/api/notifications/unread-count'],
      ['POST', '/api/notifications/read-all'],
      ['POST', '/api/notifications/00000000-0000-0000-0000-000000000000/read'],
    ] as const) {
      expect((await call(method, url)).statusCode).toBe(401);
    }
  });
});
