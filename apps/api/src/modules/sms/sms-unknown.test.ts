import { auditEvents, smsEarlyDeliveryReports } from '@kwacha/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInStaff } from '../../testing/factories';
import { createTestApp, type TestApp, testConfig } from '../../testing/test-app';
import { createAfricasTalkingGateway } from './africastalking/africastalking-gateway';
import {
  FAKE_AT_API_KEY,
  FAKE_AT_USERNAME,
  type FakeAfricasTalking,
  startFakeAfricasTalking,
} from './africastalking/testing/fake-africastalking-server';
import { findSms, listSmsOfUser } from './sms.repository';
import { SmsSender } from './sms-sender';
import { queuedSms, REMINDER_BODY, textingBorrower } from './testing/staff-sms';

const CALLBACK_TOKEN = 'sms-callback-token-unknown-0123456789abcdef';

/**
 * Africa's Talking has no duplicate protection: a text it may have taken is never sent again by the
 * sender. It is `unknown` until a delivery report matched to it settles it, or staff send it again
 * (docs/product.md §19.3–19.4).
 */
describe('SMS of unknown outcome', () => {
  let t: TestApp;
  let fake: FakeAfricasTalking;
  let callbackUrl: string;
  let sender: SmsSender;
  let admin: Awaited<ReturnType<typeof signedInStaff>>;

  const senderFor = (baseUrl: string) =>
    new SmsSender({
      db: t.ctx.db,
      gateway: createAfricasTalkingGateway({
        username: FAKE_AT_USERNAME,
        apiKey: FAKE_AT_API_KEY,
        senderId: undefined,
        baseUrl,
        timeoutMs: 1500,
      }),
      logger: t.ctx.logger,
      now: () => new Date(),
      retryDelaySeconds: 0,
    });

  beforeAll(async () => {
    fake = await startFakeAfricasTalking();
    t = await createTestApp({
      config: { sms: { ...testConfig().sms, provider: 'africastalking', callbackToken: CALLBACK_TOKEN } },
    });
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    callbackUrl = `${address}/api/webhooks/africastalking/sms-delivery/${CALLBACK_TOKEN}`;
    sender = senderFor(fake.baseUrl);
    admin = await signedInStaff(t, 'admin');
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  async function textToNewBorrower() {
    const borrower = await textingBorrower(t);
    return { borrower, id: await queuedSms(t, borrower.userId) };
  }

  /** Runs the sender a few times, as its loop would, and answers how many sends reached the provider. */
  async function sendRepeatedly() {
    const before = fake.requestCount();
    for (let pass = 0; pass < 3; pass += 1) await sender.sendDue();
    return fake.requestCount() - before;
  }

  it('marks a text taken but answered after the timeout unknown, sent once and never again by the sender', async () => {
    const { borrower, id } = await textToNewBorrower();
    fake.acceptButAnswer({ delayMs: 3000 });
    await sender.sendDue();

    expect(fake.received.filter((form) => form.to === borrower.phoneNumber)).toHaveLength(1);
    const unknown = await findSms(t.ctx.db, id);
    expect(unknown).toMatchObject({
      status: 'unknown',
      attempts: 1,
      provider: 'africastalking',
      providerMessageId: null,
      claimedUntil: null,
      lastError: "Africa's Talking did not answer within 1.5 s",
    });
    expect(await sendRepeatedly()).toBe(0);
    expect((await findSms(t.ctx.db, id))?.status).toBe('unknown');
    expect(t.logs.join('')).toContain('SMS outcome unknown: not sent again unless staff do');

    // Staff see it as unknown, and may send it again.
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/admin/sms-messages?status=unknown&q=${borrower.phoneNumber.slice(-7)}`,
      headers: { 'x-auth-token': admin.token },
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.items).toEqual([
      expect.objectContaining({ id, status: 'unknown', resentAsId: null }),
    ]);
  });

  it('marks a text unknown on a 5xx and when the connection drops after the request went out', async () => {
    const onError = await textToNewBorrower();
    fake.failNext(1, 502);
    await sender.sendDue();
    expect(await findSms(t.ctx.db, onError.id)).toMatchObject({ status: 'unknown', attempts: 1 });
    expect((await findSms(t.ctx.db, onError.id))?.lastError).toContain('HTTP 502');

    const onDrop = await textToNewBorrower();
    fake.acceptButAnswer('dropConnection');
    await sender.sendDue();
    expect(await findSms(t.ctx.db, onDrop.id)).toMatchObject({ status: 'unknown', attempts: 1 });
    expect((await findSms(t.ctx.db, onDrop.id))?.lastError).toContain('other side closed');
    expect(await sendRepeatedly()).toBe(0);
  });

  it('tries again when the provider could not be reached at all, which sent nothing', async () => {
    const { id } = await textToNewBorrower();
    // A port nothing listens on: the connection is refused before a byte of the request leaves.
    const closed = await startFakeAfricasTalking();
    await closed.close();
    await senderFor(closed.baseUrl).sendDue();
    const retried = await findSms(t.ctx.db, id);
    expect(retried).toMatchObject({ status: 'queued', attempts: 1 });
    expect(retried?.lastError).toContain('ECONNREFUSED');

    await sender.sendDue();
    expect(await findSms(t.ctx.db, id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('settles an unknown text from a later delivery report naming its number', async () => {
    const { borrower, id } = await textToNewBorrower();
    fake.acceptButAnswer({ delayMs: 3000 });
    await sender.sendDue();
    const messageId = fake.messageIds.at(-1) as string;
    expect((await findSms(t.ctx.db, id))?.status).toBe('unknown');

    const report = { id: messageId, status: 'Success', phoneNumber: borrower.phoneNumber };
    expect(await fake.deliveryReport(callbackUrl, report)).toBe(200);
    const delivered = await findSms(t.ctx.db, id);
    expect(delivered).toMatchObject({ status: 'delivered', providerMessageId: messageId, lastError: null });
    expect(delivered?.deliveredAt).not.toBeNull();
    expect(await t.ctx.db.select().from(smsEarlyDeliveryReports)).toEqual([]);
  });

  it('applies a report that came while the send hung, once the outcome is recorded', async () => {
    const { id } = await textToNewBorrower();
    fake.reportBeforeAnswering(callbackUrl, 'Rejected');
    fake.acceptButAnswer({ delayMs: 3000 });
    await sender.sendDue();
    // The fake posts the report before its late answer, while the text is still in flight (so the report
    // is held); the sender applies it once it records the outcome as unknown.
    await expect.poll(async () => (await findSms(t.ctx.db, id))?.status).toBe('failed');
    expect(await findSms(t.ctx.db, id)).toMatchObject({
      status: 'failed',
      providerMessageId: fake.messageIds.at(-1),
      lastError: 'Rejected',
    });
    expect(await t.ctx.db.select().from(smsEarlyDeliveryReports)).toEqual([]);
  });

  it('leaves two unknown texts to one number unknown: a report naming the number could be either', async () => {
    const borrower = await textingBorrower(t);
    const first = await queuedSms(t, borrower.userId);
    fake.acceptButAnswer({ delayMs: 3000 });
    await sender.sendDue();
    const second = await queuedSms(t, borrower.userId);
    fake.acceptButAnswer({ delayMs: 3000 });
    await sender.sendDue();

    const report = {
      id: fake.messageIds.at(-2) as string,
      status: 'Success',
      phoneNumber: borrower.phoneNumber,
    };
    expect(await fake.deliveryReport(callbackUrl, report)).toBe(200);
    for (const id of [first, second]) expect((await findSms(t.ctx.db, id))?.status).toBe('unknown');
    await t.ctx.db.delete(smsEarlyDeliveryReports);
  });

  it('lets staff send an unknown text again: sent once more, audited', async () => {
    const { borrower, id } = await textToNewBorrower();
    fake.acceptButAnswer({ delayMs: 3000 });
    await sender.sendDue();
    expect((await findSms(t.ctx.db, id))?.status).toBe('unknown');

    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/sms-messages/${id}/resend`,
      headers: { 'x-auth-token': admin.token },
    });
    expect(res.statusCode, res.body).toBe(200);
    const newId = res.json().data.id as string;
    expect(await sendRepeatedly()).toBe(1);
    expect(fake.received.filter((form) => form.to === borrower.phoneNumber)).toEqual([
      expect.objectContaining({ message: REMINDER_BODY }),
      expect.objectContaining({ message: REMINDER_BODY }),
    ]);
    expect(await findSms(t.ctx.db, newId)).toMatchObject({ status: 'sent', attempts: 1 });
    expect((await listSmsOfUser(t.ctx.db, borrower.userId)).map((sms) => sms.status)).toEqual([
      'sent',
      'unknown',
    ]);
    const audits = await t.ctx.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityType, 'sms'), eq(auditEvents.entityId, id)));
    expect(audits).toEqual([
      expect.objectContaining({
        actorId: admin.id,
        action: 'sms.resent',
        before: { status: 'unknown', attempts: 1 },
        after: { kind: 'payment_reminder', newSmsId: newId, numberChanged: false },
      }),
    ]);
  });
});
