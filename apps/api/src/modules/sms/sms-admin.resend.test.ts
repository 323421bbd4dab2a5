import { auditEvents, users } from '@kwacha/db';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInStaff, verifiedBorrower } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { setSmsOptIn } from '../users/users.repository';
import { findSms, listSmsOfUser, markSmsSent } from './sms.repository';
import { failedSms, queuedSms, REMINDER_BODY, textingBorrower } from './testing/staff-sms';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInStaff>>;
let superuser: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInStaff(t, 'admin');
  superuser = (await signedInStaff(t, 'superuser')).token;
});
afterAll(() => t.close());

const resend = (id: string, token = admin.token) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/sms-messages/${id}/resend`,
    headers: { 'x-auth-token': token },
  });

const auditsOf = (smsId: string) =>
  t.ctx.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.entityType, 'sms'), eq(auditEvents.entityId, smsId)))
    .orderBy(desc(auditEvents.id));

async function expectRefused(id: string, message: string) {
  const res = await resend(id);
  expect(res.statusCode, res.body).toBe(409);
  expect(res.json()).toMatchObject({ success: false, message, error: { code: 'SMS_RESEND_REFUSED' } });
  expect(await auditsOf(id)).toEqual([]);
}

describe('POST /api/admin/sms-messages/:id/resend (docs/product.md §19.4)', () => {
  it("queues a NEW text of the same kind and body to the borrower's current number, once, audited without number or body", async () => {
    const borrower = await textingBorrower(t);
    const failedId = await failedSms(t, borrower.userId);
    // The old number may be why it failed: the borrower has a new one since.
    const newNumber = `+26096${borrower.phoneNumber.slice(-7)}`;
    await t.ctx.db.update(users).set({ phoneNumber: newNumber }).where(eq(users.id, borrower.userId));

    const res = await resend(failedId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(`A new text was queued to ${newNumber}, the borrower's current number.`);
    const view = res.json().data;
    expect(view).toMatchObject({
      userId: borrower.userId,
      toNumber: newNumber,
      kind: 'payment_reminder',
      body: REMINDER_BODY,
      status: 'queued',
      attempts: 0,
      lastError: null,
      provider: null,
      resentAsId: null,
    });
    expect(view.id).not.toBe(failedId);
    expect(await findSms(t.ctx.db, view.id)).toMatchObject({ status: 'queued', toNumber: newNumber });
    expect(await findSms(t.ctx.db, failedId)).toMatchObject({
      status: 'failed',
      toNumber: borrower.phoneNumber,
    });

    const audits = await auditsOf(failedId);
    expect(audits).toEqual([
      expect.objectContaining({
        actorId: admin.id,
        action: 'sms.resent',
        before: { status: 'failed', attempts: 1 },
        after: { kind: 'payment_reminder', newSmsId: view.id, numberChanged: true },
      }),
    ]);
    const written = JSON.stringify(audits) + t.logs.join('');
    for (const secret of [borrower.phoneNumber, newNumber, REMINDER_BODY, newNumber.slice(4)]) {
      expect(written).not.toContain(secret);
    }

    // The list shows the failed text as sent again, and it cannot be sent again a second time.
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/admin/sms-messages?q=${borrower.phoneNumber.slice(-7)}`,
      headers: { 'x-auth-token': admin.token },
    });
    const rows = list.json().data.items as { id: string; resentAsId: string | null }[];
    expect(rows.find((row) => row.id === failedId)?.resentAsId).toBe(view.id);
    await expectRefusedAfterResend(failedId);
  });

  async function expectRefusedAfterResend(id: string) {
    const again = await resend(id, superuser);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'This text was sent again already. If the new text failed too, send that one again.',
    );
    expect(await auditsOf(id)).toHaveLength(1);
  }

  // Decisive on PostgreSQL (TEST_DATABASE_URL), where the two requests overlap: without the row lock both
  // queue a text. PGlite runs one statement at a time.
  it('queues one text when two staff send the same failed text again at the same moment', async () => {
    const borrower = await textingBorrower(t);
    const failedId = await failedSms(t, borrower.userId);
    const answers = await Promise.all([resend(failedId), resend(failedId, superuser)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect((await listSmsOfUser(t.ctx.db, borrower.userId)).map((sms) => sms.status)).toEqual([
      'queued',
      'failed',
    ]);
    expect(await auditsOf(failedId)).toHaveLength(1);
  });

  it('refuses a text that has not failed', async () => {
    const borrower = await textingBorrower(t);
    const waiting = await queuedSms(t, borrower.userId);
    await expectRefused(
      waiting,
      'This text is still waiting to be sent. Only a failed text, or one whose outcome is unknown, can be sent again.',
    );
    await markSmsSent(t.ctx.db, waiting, { provider: 'sink', providerMessageId: 'sink-1', at: t.ctx.now() });
    await expectRefused(
      waiting,
      'This text was handed to the provider already. Only a failed text, or one whose outcome is unknown, can be sent again.',
    );
  });

  it('refuses when the borrower turned texts off, has no number, or is deactivated', async () => {
    const off = await textingBorrower(t);
    const toOff = await failedSms(t, off.userId);
    await setSmsOptIn(t.ctx.db, off.userId, false, t.ctx.now());
    await expectRefused(toOff, 'The borrower turned text messages off, so this text will not be sent again.');

    const noNumber = await textingBorrower(t);
    const toNoNumber = await failedSms(t, noNumber.userId);
    await t.ctx.db.update(users).set({ phoneNumber: null }).where(eq(users.id, noNumber.userId));
    await expectRefused(
      toNoNumber,
      'The borrower has no phone number on file, so this text cannot be sent again.',
    );

    const deactivated = await textingBorrower(t);
    const toDeactivated = await failedSms(t, deactivated.userId);
    await t.ctx.db.update(users).set({ isActive: false }).where(eq(users.id, deactivated.userId));
    await expectRefused(
      toDeactivated,
      "The borrower's account is deactivated, so no text can be sent to it. Reactivate it first.",
    );
    for (const borrower of [off, noNumber, deactivated]) {
      expect(await listSmsOfUser(t.ctx.db, borrower.userId)).toHaveLength(1);
    }
  });

  it("refuses a text erased with its borrower's account", async () => {
    const borrower = await textingBorrower(t);
    const failedId = await failedSms(t, borrower.userId);
    const erasure = await t.app.inject({
      method: 'POST',
      url: '/api/me/erasure-request',
      headers: { 'x-auth-token': borrower.token },
      payload: { password: borrower.password },
    });
    expect(erasure.statusCode, erasure.body).toBe(200);
    expect(await findSms(t.ctx.db, failedId)).toMatchObject({ toNumber: 'erased', body: '[erased]' });
    await expectRefused(
      failedId,
      "This text was erased with its borrower's account, so it cannot be sent again.",
    );
  });

  it('answers 404 for an unknown id or no id at all, 403 for a borrower and 401 for a stranger', async () => {
    for (const id of ['3f2a9c1e-41aa-4c55-9e0b-1234567890ab', 'not-an-id']) {
      const res = await resend(id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({
        message: 'Text message not found.',
        error: { code: 'SMS_NOT_FOUND' },
      });
    }
    const borrower = await verifiedBorrower(t);
    const failedId = await failedSms(t, (await textingBorrower(t)).userId);
    expect((await resend(failedId, borrower.token)).statusCode).toBe(403);
    const stranger = await t.app.inject({
      method: 'POST',
      url: `/api/admin/sms-messages/${failedId}/resend`,
    });
    expect(stranger.statusCode).toBe(401);
    expect(await auditsOf(failedId)).toEqual([]);
  });
});
