import { auditEvents, staffTotp, staffTotpRecoveryCodes } from '@kwacha/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInStaff, verifiedBorrower } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { appCode, enrolAuthenticator } from './testing/authenticator';

// Setting up an authenticator app from the staff security page (docs/product.md §15.8, decision 057).
describe('staff authenticator app: set up, confirm, turn off', () => {
  let t: TestApp;
  let clock = new Date('2026-12-03T08:00:00Z');
  beforeAll(async () => {
    t = await createTestApp({ now: () => clock, config: { staffTotpRequired: true } });
  });
  afterAll(() => t.close());
  const later = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };

  const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, headers: { 'x-auth-token': token }, ...(payload && { payload }) });
  const auditActions = async (userId: string) =>
    (await t.ctx.db.select().from(auditEvents).where(eq(auditEvents.entityId, userId))).map((e) => e.action);

  it('gives a new secret as a QR code and as text, in force only after a right first code', async () => {
    const admin = await signedInStaff(t, 'admin');
    const before = await call('GET', '/api/staff/totp', admin.token);
    expect(before.json().data).toEqual({
      enabled: false,
      enrolling: false,
      required: false,
      sessionVerified: false,
      recoveryCodesLeft: 0,
    });

    const started = await call('POST', '/api/staff/totp/enrolment', admin.token);
    expect(started.statusCode).toBe(200);
    const { secret, otpauthUri, qrCodeDataUrl } = started.json().data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/Kwacha%20Loans:.+\?issuer=Kwacha%20Loans&secret=/);
    expect(qrCodeDataUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    expect((await call('GET', '/api/staff/totp', admin.token)).json().data).toMatchObject({
      enabled: false,
      enrolling: true,
    });

    // Sealed at rest: the stored bytes do not hold the secret.
    const [row] = await t.ctx.db.select().from(staffTotp).where(eq(staffTotp.userId, admin.id));
    expect(row?.secretSealed.toString('latin1')).not.toContain(secret);

    const wrong = await call('POST', '/api/staff/totp/enrolment/confirm', admin.token, { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      message: 'That code is not right. Enter the code your authenticator app shows now.',
      error: { code: 'INVALID_TOTP_CODE' },
    });

    const code = appCode(secret, clock);
    const confirmed = await call('POST', '/api/staff/totp/enrolment/confirm', admin.token, { code });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().message).toBe(
      'Your authenticator app is set up. Keep your recovery codes somewhere safe.',
    );
    const { recoveryCodes } = confirmed.json().data;
    expect(recoveryCodes).toHaveLength(8);
    for (const c of recoveryCodes) expect(c).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    // Only hashes are kept, like passwords.
    const hashes = await t.ctx.db
      .select()
      .from(staffTotpRecoveryCodes)
      .where(eq(staffTotpRecoveryCodes.userId, admin.id));
    expect(hashes.every((h) => h.codeHash.startsWith('$argon2id$'))).toBe(true);

    expect((await call('GET', '/api/staff/totp', admin.token)).json().data).toEqual({
      enabled: true,
      enrolling: false,
      required: false,
      sessionVerified: true,
      recoveryCodesLeft: 8,
    });
    // Nothing is logged with the secret, a code or a recovery code.
    const logs = t.logs.join('');
    for (const value of [secret, code, ...recoveryCodes]) expect(logs).not.toContain(value);
    expect(await auditActions(admin.id)).toEqual(
      expect.arrayContaining([
        'staff_totp.enrolment_started',
        'staff_totp.code_refused',
        'staff_totp.enabled',
      ]),
    );

    const again = await call('POST', '/api/staff/totp/enrolment', admin.token);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('TOTP_ALREADY_ENABLED');
  });

  it('turns the app off only with the password and a current code', async () => {
    const admin = await signedInStaff(t, 'admin');
    const { secret } = await enrolAuthenticator(t, admin.token, clock);
    later(30_000);
    const wrongPassword = await call('POST', '/api/staff/totp/disable', admin.token, {
      password: 'Not-The-Password-1!',
      code: appCode(secret, clock),
    });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().message).toBe('The password is not correct.');
    const wrongCode = await call('POST', '/api/staff/totp/disable', admin.token, {
      password: admin.password,
      code: '123456',
    });
    expect(wrongCode.json().error.code).toBe('INVALID_TOTP_CODE');

    const off = await call('POST', '/api/staff/totp/disable', admin.token, {
      password: admin.password,
      code: appCode(secret, clock),
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().message).toBe('Your authenticator app is turned off.');
    expect((await call('GET', '/api/staff/totp', admin.token)).json().data.enabled).toBe(false);
    expect(await auditActions(admin.id)).toContain('staff_totp.disabled');
    // Signing in is one step again.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { emailOrUsername: admin.email, password: admin.password },
    });
    expect(Object.keys(login.json().data).sort()).toEqual(['token', 'user']);
  });

  it('lets another superuser remove a lost app, signing its owner out everywhere', async () => {
    const admin = await signedInStaff(t, 'admin');
    await enrolAuthenticator(t, admin.token, clock);
    const superuser = await signedInStaff(t, 'superuser');
    await enrolAuthenticator(t, superuser.token, clock);
    const remove = (id: string) =>
      call('POST', `/api/admin/users/${id}/remove-authenticator`, superuser.token);

    const res = await remove(admin.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(
      'Authenticator app removed. They are signed out and sign in with their password; a superuser sets up a new app at once.',
    );
    expect((await call('GET', '/api/auth/me', admin.token)).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { emailOrUsername: admin.email, password: admin.password },
    });
    expect(Object.keys(login.json().data).sort()).toEqual(['token', 'user']);
    const [record] = (
      await t.ctx.db.select().from(auditEvents).where(eq(auditEvents.entityId, admin.id))
    ).filter((e) => e.action === 'staff_totp.removed_by_superuser');
    expect(record).toMatchObject({ actorId: superuser.id, after: { sessionsEnded: 1 } });

    expect((await remove(admin.id)).json().error.code).toBe('TOTP_NOT_ENABLED');
    expect((await remove(superuser.id)).json().error.code).toBe('TOTP_REMOVE_OWN');
  });

  it('keeps borrowers out of the staff security routes', async () => {
    const borrower = await verifiedBorrower(t);
    expect((await call('GET', '/api/staff/totp', borrower.token)).statusCode).toBe(403);
    expect((await call('POST', '/api/staff/totp/enrolment', borrower.token)).statusCode).toBe(403);
  });
});
