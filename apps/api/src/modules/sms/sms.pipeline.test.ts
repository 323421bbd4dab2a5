import { smsEarlyDeliveryReports } from '@kwacha/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifiedBorrower } from '../../testing/factories';
import { createTestApp, type TestApp, testConfig } from '../../testing/test-app';
import { setSmsOptIn } from '../users/users.repository';
import { createAfricasTalkingGateway } from './africastalking/africastalking-gateway';
import {
  FAKE_AT_API_KEY,
  FAKE_AT_USERNAME,
  type FakeAfricasTalking,
  startFakeAfricasTalking,
} from './africastalking/testing/fake-africastalking-server';
import { findSms, listSmsOfUser } from './sms.repository';
import { queueSmsToBorrower } from './sms.service';
import { receiveDeliveryReport } from './sms-delivery.service';
import { MAX_SMS_ATTEMPTS, SmsSender } from './sms-sender';
import { createSinkGateway } from './sms-sink';
import { smsTexts } from './sms-texts';

const CALLBACK_TOKEN = 'sms-callback-token-0123456789abcdefghij';

describe('SMS: outbox, Africa\'s Talking adapter, delivery reports (docs/product.md "SMS")', () => {
  let t: TestApp;
  let fake: FakeAfricasTalking;
  let callbackUrl: string;
  let sender: SmsSender;

  beforeAll(async () => {
    fake = await startFakeAfricasTalking();
    const africasTalking = {
      username: FAKE_AT_USERNAME,
      apiKey: FAKE_AT_API_KEY,
      senderId: 'KwachaLoans',
      baseUrl: fake.baseUrl,
    };
    t = await createTestApp({
      config: {
        sms: {
          ...testConfig().sms,
          provider: 'africastalking',
          africasTalking,
          callbackToken: CALLBACK_TOKEN,
        },
      },
    });
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    callbackUrl = `${address}/api/webhooks/africastalking/sms-delivery/${CALLBACK_TOKEN}`;
    sender = new SmsSender({
      db: t.ctx.db,
      gateway: createAfricasTalkingGateway(africasTalking),
      logger: t.ctx.logger,
      now: () => new Date(),
      retryDelaySeconds: 0,
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  /** A borrower with SMS on and one payment text queued for them. */
  async function queuedText(optIn = true) {
    const borrower = await verifiedBorrower(t);
    await setSmsOptIn(t.ctx.db, borrower.userId, optIn, new Date());
    const body = smsTexts.paymentReceived({ amount: 25_000, reference: 'PAY-1A2B', balance: 75_041 });
    const id = await t.ctx.db.transaction((tx) =>
      queueSmsToBorrower(tx, { userId: borrower.userId, kind: 'payment_received', body }, new Date()),
    );
    return { borrower, id, body };
  }

  it('queues nothing while the borrower has SMS off (the default)', async () => {
    const borrower = await verifiedBorrower(t);
    const id = await t.ctx.db.transaction((tx) =>
      queueSmsToBorrower(tx, { userId: borrower.userId, kind: 'payment_received', body: 'x' }, new Date()),
    );
    expect(id).toBeNull();
    expect(await listSmsOfUser(t.ctx.db, borrower.userId)).toEqual([]);
  });

  it('queues nothing when the change that caused it rolls back', async () => {
    const borrower = await verifiedBorrower(t);
    await setSmsOptIn(t.ctx.db, borrower.userId, true, new Date());
    await expect(
      t.ctx.db.transaction(async (tx) => {
        await queueSmsToBorrower(
          tx,
          { userId: borrower.userId, kind: 'payment_received', body: 'x' },
          new Date(),
        );
        throw new Error('the payment booking failed');
      }),
    ).rejects.toThrow('the payment booking failed');
    expect(await listSmsOfUser(t.ctx.db, borrower.userId)).toEqual([]);
  });

  it("sends a queued text through Africa's Talking's wire format and records the delivery report", async () => {
    const { borrower, id, body } = await queuedText();
    expect(id).not.toBeNull();
    await sender.sendDue();

    const request = fake.received.at(-1);
    expect(request).toEqual({
      username: FAKE_AT_USERNAME,
      to: borrower.phoneNumber,
      message: body,
      from: 'KwachaLoans',
    });
    const sent = await findSms(t.ctx.db, id as string);
    expect(sent).toMatchObject({ status: 'sent', provider: 'africastalking', attempts: 1, lastError: null });
    expect(sent?.providerMessageId).toMatch(/^ATXid_/);

    const report = { id: sent?.providerMessageId as string, status: 'Success' };
    expect(await fake.deliveryReport(callbackUrl, report)).toBe(200);
    const delivered = await findSms(t.ctx.db, id as string);
    expect(delivered?.status).toBe('delivered');
    expect(delivered?.deliveredAt).not.toBeNull();

    // A repeated report (the provider retries) changes nothing.
    expect(await fake.deliveryReport(callbackUrl, { ...report, status: 'Failed' })).toBe(200);
    expect((await findSms(t.ctx.db, id as string))?.status).toBe('delivered');
  });

  it('records a failed delivery report with its reason', async () => {
    const { id } = await queuedText();
    await sender.sendDue();
    const sent = await findSms(t.ctx.db, id as string);
    const status = await fake.deliveryReport(callbackUrl, {
      id: sent?.providerMessageId as string,
      status: 'Failed',
      failureReason: 'AbsentSubscriber',
      retryCount: 1,
    });
    expect(status).toBe(200);
    expect(await findSms(t.ctx.db, id as string)).toMatchObject({
      status: 'failed',
      lastError: 'Failed: AbsentSubscriber',
    });
  });

  it('applies a delivery report that arrived before the send was recorded, once the send is', async () => {
    const { id } = await queuedText();
    fake.reportBeforeAnswering(callbackUrl, 'Success');
    await sender.sendDue();
    expect(await findSms(t.ctx.db, id as string)).toMatchObject({ status: 'delivered', attempts: 1 });
    expect(await t.ctx.db.select().from(smsEarlyDeliveryReports)).toEqual([]);

    const failed = await queuedText();
    fake.reportBeforeAnswering(callbackUrl, 'Rejected');
    await sender.sendDue();
    expect(await findSms(t.ctx.db, failed.id as string)).toMatchObject({
      status: 'failed',
      lastError: 'Rejected',
    });
  });

  it('holds a report for a message id it does not know, for two days, and refuses a wrong token with 404', async () => {
    const unknown = await t.app.inject({
      method: 'POST',
      url: `/api/webhooks/africastalking/sms-delivery/${CALLBACK_TOKEN}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'id=ATXid_not-ours&status=Success&phoneNumber=%2B260971234567',
    });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json().data).toEqual({ outcome: 'held' });
    const held = await t.ctx.db.select().from(smsEarlyDeliveryReports);
    expect(held).toEqual([
      expect.objectContaining({ providerMessageId: 'ATXid_not-ours', status: 'delivered' }),
    ]);
    // An intermediate status is not held, and a held report nobody claims goes two days later.
    expect(await fake.deliveryReport(callbackUrl, { id: 'ATXid_other', status: 'Buffered' })).toBe(200);
    const twoDaysOn = { ...t.ctx, now: () => new Date(Date.now() + 2 * 24 * 60 * 60 * 1000 + 60_000) };
    expect(
      await receiveDeliveryReport(twoDaysOn, new URLSearchParams({ id: 'ATXid_late', status: 'Failed' })),
    ).toBe('held');
    expect((await t.ctx.db.select().from(smsEarlyDeliveryReports)).map((r) => r.providerMessageId)).toEqual([
      'ATXid_late',
    ]);

    expect(
      await fake.deliveryReport(callbackUrl.replace(CALLBACK_TOKEN, 'wrong-token'), {
        id: 'x',
        status: 'Success',
      }),
    ).toBe(404);
    const noToken = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/africastalking/sms-delivery/',
      payload: 'id=x&status=Success',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(noToken.statusCode).toBe(404);
  });

  it('tries again after a refusal of the request, which sent nothing, and sends on the next attempt', async () => {
    const { id } = await queuedText();
    fake.failNext(1, 401);
    await sender.sendDue();
    const retried = await findSms(t.ctx.db, id as string);
    expect(retried).toMatchObject({ status: 'queued', attempts: 1 });
    expect(retried?.lastError).toContain('HTTP 401');

    await sender.sendDue();
    expect(await findSms(t.ctx.db, id as string)).toMatchObject({
      status: 'sent',
      attempts: 2,
      lastError: null,
    });
  });

  it(`gives up after ${MAX_SMS_ATTEMPTS} failed attempts`, async () => {
    const { id } = await queuedText();
    fake.failNext(MAX_SMS_ATTEMPTS + 2, 401);
    for (let attempt = 0; attempt < MAX_SMS_ATTEMPTS + 1; attempt += 1) await sender.sendDue();
    expect(await findSms(t.ctx.db, id as string)).toMatchObject({
      status: 'failed',
      attempts: MAX_SMS_ATTEMPTS,
    });
    fake.failNext(0, 500);
  });

  it('marks a text the provider refuses for its number failed at once, without retrying', async () => {
    const { borrower, id } = await queuedText();
    fake.refuse(borrower.phoneNumber, 406, 'UserInBlacklist');
    await sender.sendDue();
    expect(await findSms(t.ctx.db, id as string)).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: 'refused: 406 UserInBlacklist',
    });
  });

  it('the development sink keeps the text and logs neither the number nor the body', async () => {
    const { borrower, id, body } = await queuedText();
    const sink = new SmsSender({
      db: t.ctx.db,
      gateway: createSinkGateway(t.ctx.logger),
      logger: t.ctx.logger,
      now: () => new Date(),
    });
    const before = fake.received.length;
    await sink.sendDue();
    expect(fake.received.length).toBe(before);
    expect(await findSms(t.ctx.db, id as string)).toMatchObject({ status: 'sent', provider: 'sink', body });
    const logs = t.logs.join('\n');
    expect(logs).toContain('SMS not sent (SMS_PROVIDER=sink)');
    expect(logs).not.toContain(borrower.phoneNumber);
    expect(logs).not.toContain(body);
  });

  it('erasing the account keeps no number or body, and a waiting text is never sent', async () => {
    const { borrower, id, body } = await queuedText();
    // The copy of their data lists the texts (docs/product.md §18.1), on the page too.
    const copy = await t.app.inject({
      method: 'GET',
      url: '/api/me/data-export',
      headers: { 'x-auth-token': borrower.token },
    });
    expect(copy.statusCode).toBe(200);
    expect(copy.json().textMessagesSent).toEqual([
      expect.objectContaining({
        kind: 'payment_received',
        body,
        toNumber: borrower.phoneNumber,
        status: 'queued',
      }),
    ]);
    const page = await t.app.inject({
      method: 'GET',
      url: '/api/me/data-export.html',
      headers: { 'x-auth-token': borrower.token },
    });
    expect(page.body).toContain('Text messages we sent you');
    expect(page.body).toContain('we received K250.00');

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/me/erasure-request',
      headers: { 'x-auth-token': borrower.token },
      payload: { password: borrower.password },
    });
    expect(res.statusCode).toBe(200);
    const before = fake.received.length;
    await sender.sendDue();
    expect(fake.received.length).toBe(before);
    const erased = await findSms(t.ctx.db, id as string);
    expect(erased).toMatchObject({
      status: 'failed',
      toNumber: 'erased',
      body: '[erased]',
      lastError: 'account erased',
    });
    expect(JSON.stringify(await listSmsOfUser(t.ctx.db, borrower.userId))).not.toContain(body);
  });
});
