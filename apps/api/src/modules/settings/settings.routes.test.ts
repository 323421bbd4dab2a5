import { appSettings, auditEvents } from '@kwacha/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInStaff, verifiedBorrower } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

describe('GET and PUT /api/admin/settings', () => {
  let t: TestApp;
  let superuser: Awaited<ReturnType<typeof signedInStaff>>;
  beforeAll(async () => {
    t = await createTestApp();
    superuser = await signedInStaff(t, 'superuser');
  });
  afterAll(() => t.close());

  const get = (token?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/admin/settings',
      headers: token ? { 'x-auth-token': token } : {},
    });
  const put = (body: object, token: string | undefined = superuser.token) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: token ? { 'x-auth-token': token } : {},
      payload: body,
    });
  const settingAudits = () =>
    t.ctx.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'settings.updated'))
      .orderBy(auditEvents.id);

  it('shows instant approval off while nothing was saved', async () => {
    const res = await get(superuser.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ instantApproval: { enabled: false } });
  });

  it('saves a change, stores it under instant_approval and audits before → after', async () => {
    const on = await put({ instantApproval: { enabled: true } });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({
      message: 'Settings saved.',
      data: { instantApproval: { enabled: true } },
    });
    expect((await get(superuser.token)).json().data).toEqual({ instantApproval: { enabled: true } });
    const [row] = await t.ctx.db.select().from(appSettings).where(eq(appSettings.key, 'instant_approval'));
    expect(row).toMatchObject({ value: { enabled: true }, updatedBy: superuser.id });

    await put({ instantApproval: { enabled: false } });
    const audits = await settingAudits();
    expect(audits.map((a) => [a.actorId, a.entityType, a.entityId, a.loanId, a.before, a.after])).toEqual([
      [
        superuser.id,
        'setting',
        'instant_approval',
        null,
        { instantApproval: { enabled: false } },
        { instantApproval: { enabled: true } },
      ],
      [
        superuser.id,
        'setting',
        'instant_approval',
        null,
        { instantApproval: { enabled: true } },
        { instantApproval: { enabled: false } },
      ],
    ]);
  });

  it.each([
    [{}],
    [{ instantApproval: {} }],
    [{ instantApproval: { enabled: 'yes' } }],
    [{ instantApproval: { enabled: true, limit: 5000 } }],
    [{ instantApproval: { enabled: true }, otpMinutes: 10 }],
  ])('refuses %j with 400 and changes nothing', async (body) => {
    const auditsBefore = (await settingAudits()).length;
    const res = await put(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_ERROR');
    expect(await settingAudits()).toHaveLength(auditsBefore);
  });
});

describe('settings are for superusers only', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 403 to an admin and to a borrower, 401 without a session, and changes nothing', async () => {
    const admin = await signedInStaff(t, 'admin');
    const borrower = await verifiedBorrower(t);
    for (const token of [admin.token, borrower.token]) {
      const read = await t.app.inject({
        method: 'GET',
        url: '/api/admin/settings',
        headers: { 'x-auth-token': token },
      });
      expect(read.statusCode).toBe(403);
      expect(read.json().message).toBe('You do not have permission to perform this action.');
      const write = await t.app.inject({
        method: 'PUT',
        url: '/api/admin/settings',
        headers: { 'x-auth-token': token },
        payload: { instantApproval: { enabled: true } },
      });
      expect(write.statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/settings' })).statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/api/admin/settings',
          payload: { instantApproval: { enabled: true } },
        })
      ).statusCode,
    ).toBe(401);
    expect(await t.ctx.db.select().from(appSettings)).toEqual([]);
    expect(await t.ctx.db.select().from(auditEvents)).toEqual([]);
  });
});
