import { auditEvents, collectionContacts, emailMessages, smsMessages } from '@kwacha/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loginToken, signedInStaff } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { expectLedgerInvariants } from '../ledger/testing/ledger-invariants';
import { collectionText } from '../notifications/collection-texts';
import { testClock } from '../payments/testing/payment-test-helpers';
import { setSmsOptIn, setUserLanguage } from '../users/users.public';
import { DELAY_MS, dailyRunOn, loanPaidOutOn } from './testing/overdue-loans';

type Staff = Awaited<ReturnType<typeof signedInStaff>>;
type Loan = Awaited<ReturnType<typeof loanPaidOutOn>>;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const NOTE = 'Zzq staff only: said the salary comes on Friday';

// K1,000 loans paid out on 21 November 2026: instalment 1 (K181.55) was due on 21 December; the daily run
// of 5 January 2027 leaves each 15 days past due with K190.63 overdue (the 5% late fee added). The
// contacts happen on the real clock, in Lusaka (UTC+2): Tuesday 5 January 2027 and the days after.
describe('contacts and the fair-collection rules (docs/product.md §23.3)', () => {
  let t: TestApp;
  const clock = testClock();
  let english: Loan;
  let bemba: Loan;
  let current: Loan;
  let admin: Staff;
  let otherAdmin: Staff;

  /** Moves the real clock and signs the two collectors in again (a jump of days ends idle sessions). */
  const at = async (iso: string) => {
    clock.set(iso);
    admin.token = await loginToken(t, admin.email, admin.password);
    otherAdmin.token = await loginToken(t, otherAdmin.email, otherAdmin.password);
  };
  const contact = (loanId: string, body: object, who: Staff = admin) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/collections/${loanId}/contacts`,
      headers: { 'x-auth-token': who.token },
      payload: body,
    });
  const caseOf = (loanId: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/admin/collections/${loanId}`,
      headers: { 'x-auth-token': admin.token },
    });
  const call = { channel: 'call', outcome: 'reached' };
  const contactsOf = (loanId: string) =>
    t.ctx.db.select().from(collectionContacts).where(eq(collectionContacts.loanId, loanId));

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now, config: { simulatorDelayMs: DELAY_MS } });
    english = await loanPaidOutOn(t, clock, '2026-11-21');
    bemba = await loanPaidOutOn(t, clock, '2026-11-21');
    current = await loanPaidOutOn(t, clock, '2026-12-20');
    await dailyRunOn(t, clock, '2027-01-05');
    const now = clock.now();
    await setUserLanguage(t.ctx.db, bemba.borrower.userId, 'bem', now);
    await setSmsOptIn(t.ctx.db, bemba.borrower.userId, true, now);
    await setSmsOptIn(t.ctx.db, english.borrower.userId, false, now);
    admin = await signedInStaff(t, 'admin');
    otherAdmin = await signedInStaff(t, 'admin');
  });
  afterEach(() => expectLedgerInvariants(t));
  afterAll(() => t.close());

  it('logs a call with its staff-only note, shows it on the case, and audits it', async () => {
    await at('2027-01-05T08:00:00Z'); // Tuesday, 10:00 in Lusaka
    const res = await contact(english.loanId, { channel: 'call', outcome: 'promised', note: NOTE });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ success: true, message: 'Contact recorded.' });
    const entry = res.json().data;
    expect(entry).toEqual({
      id: expect.any(String),
      at: '2027-01-05T08:00:00.000Z',
      channel: 'call',
      outcome: 'promised',
      template: null,
      note: NOTE,
      by: 'Ada Mulenga',
    });

    const view = await caseOf(english.loanId);
    expect(view.statusCode).toBe(200);
    expect(view.json().data).toEqual({
      loanId: english.loanId,
      collector: null,
      contacts: [entry],
      promises: [],
      contactRefusal: null,
    });
    const [audit] = await t.ctx.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'collections.contact_logged'), eq(auditEvents.entityId, entry.id)));
    expect(audit).toMatchObject({
      actorId: admin.id,
      loanId: english.loanId,
      after: { channel: 'call', outcome: 'promised', template: null },
    });
  });

  it('refuses a contact outside 08:00–18:00 Lusaka time', async () => {
    for (const iso of ['2027-01-06T05:59:00Z', '2027-01-06T16:00:00Z']) {
      await at(iso); // 07:59 and 18:00 in Lusaka
      const res = await contact(english.loanId, call);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        message: 'Borrowers may be contacted only between 08:00 and 18:00 Lusaka time.',
        error: { code: 'CONTACT_OUTSIDE_HOURS' },
      });
      expect((await caseOf(english.loanId)).json().data.contactRefusal).toBe(res.json().message);
    }
    await at('2027-01-06T15:59:00Z'); // 17:59
    expect((await contact(english.loanId, call)).statusCode).toBe(201);
  });

  it('refuses a contact on a Sunday', async () => {
    await at('2027-01-10T09:00:00Z'); // Sunday, 11:00
    const res = await contact(english.loanId, call);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      message: 'Borrowers may not be contacted on a Sunday.',
      error: { code: 'CONTACT_ON_SUNDAY' },
    });
  });

  it('refuses the 4th contact with a borrower in a Lusaka day, whoever makes it', async () => {
    await at('2027-01-11T07:00:00Z'); // Monday, 09:00
    expect((await contact(english.loanId, call)).statusCode).toBe(201);
    expect((await contact(english.loanId, call, otherAdmin)).statusCode).toBe(201);
    expect((await contact(english.loanId, { channel: 'visit', outcome: 'no_answer' })).statusCode).toBe(201);
    const fourth = await contact(english.loanId, call, otherAdmin);
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json()).toMatchObject({
      message: 'This borrower has been contacted 3 times today, the most allowed in a day.',
      error: { code: 'CONTACT_LIMIT_REACHED' },
    });
    // The next Lusaka day starts at 22:00 UTC; still too late in the evening, then the morning is free.
    await at('2027-01-11T22:30:00Z');
    expect((await contact(english.loanId, call)).statusCode).toBe(409);
    await at('2027-01-12T06:00:00Z');
    expect((await contact(english.loanId, call)).statusCode).toBe(201);
  });

  it('lets exactly one of two collectors at once take the last contact of the day', async () => {
    await at('2027-01-13T08:00:00Z');
    expect((await contact(bemba.loanId, call)).statusCode).toBe(201);
    expect((await contact(bemba.loanId, call)).statusCode).toBe(201);
    const both = await Promise.all([contact(bemba.loanId, call), contact(bemba.loanId, call, otherAdmin)]);
    expect(both.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    const today = (await contactsOf(bemba.loanId)).filter((row) => row.contactedOn === '2027-01-13');
    expect(today).toHaveLength(3);
  });

  it("sends an SMS template in the borrower's language, never the note", async () => {
    await at('2027-01-14T08:00:00Z');
    const res = await contact(bemba.loanId, { channel: 'sms', template: 'payment_overdue', note: NOTE });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'Message sent.',
      data: { channel: 'sms', template: 'payment_overdue', outcome: null, note: NOTE },
    });
    const texts = await t.ctx.db
      .select()
      .from(smsMessages)
      .where(and(eq(smsMessages.userId, bemba.borrower.userId), eq(smsMessages.kind, 'collection_message')));
    expect(texts.map((row) => row.body)).toEqual([
      collectionText(
        { template: 'payment_overdue', loanId: bemba.loanId, amountOverdue: 19_063, promise: null },
        'bem',
      ),
    ]);
    expect(texts[0]?.body).toContain('K190.63');
    expect(texts[0]?.body).toContain('yachelwa');
    expect(texts[0]?.body).not.toContain('Zzq');
  });

  it('sends an e-mail template, in English for a borrower without a language', async () => {
    await at('2027-01-14T08:00:00Z');
    const res = await contact(english.loanId, { channel: 'email', template: 'please_call_us', note: NOTE });
    expect(res.statusCode, res.body).toBe(201);
    const mails = await t.ctx.db
      .select()
      .from(emailMessages)
      .where(
        and(
          eq(emailMessages.userId, english.borrower.userId),
          eq(emailMessages.template, 'collection-message'),
        ),
      );
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      toAddress: english.borrower.email,
      subject: 'Please contact us about your loan',
    });
    expect(mails[0]?.textBody).toContain(`your loan ${english.loanId.slice(0, 8)}`);
    expect(`${mails[0]?.textBody}${mails[0]?.htmlBody}`).not.toContain('Zzq');
  });

  it('refuses an SMS to a borrower who takes no texts, a reminder without a promise, and free text', async () => {
    await at('2027-01-15T08:00:00Z');
    const before = (await contactsOf(english.loanId)).length;
    const noPhone = await contact(english.loanId, { channel: 'sms', template: 'payment_overdue' });
    expect(noPhone.statusCode).toBe(409);
    expect(noPhone.json()).toMatchObject({
      message: 'This borrower has no mobile number that can receive texts.',
      error: { code: 'NO_TEXTABLE_PHONE' },
    });
    const noPromise = await contact(bemba.loanId, { channel: 'sms', template: 'promise_reminder' });
    expect(noPromise.statusCode).toBe(409);
    expect(noPromise.json().error.code).toBe('NO_OPEN_PROMISE');

    const freeText = await contact(bemba.loanId, { channel: 'sms', note: 'Pay now or else' });
    expect(freeText.statusCode).toBe(400);
    expect(freeText.json().message).toBe(
      'Choose a message to send: texts and e-mails to borrowers are sent only from the templates.',
    );
    const body = await contact(bemba.loanId, { channel: 'sms', template: 'payment_overdue', text: 'Hi' });
    expect(body.statusCode).toBe(400);
    expect((await contactsOf(english.loanId)).length).toBe(before);
  });

  it('refuses a loan not past due (409) and an unknown loan (404)', async () => {
    await at('2027-01-15T08:00:00Z');
    const notOverdue = await contact(current.loanId, call);
    expect(notOverdue.statusCode).toBe(409);
    expect(notOverdue.json().message).toBe('This loan is not past due.');
    expect((await caseOf(current.loanId)).json().data.contactRefusal).toBe('This loan is not past due.');
    expect((await contact(UNKNOWN, call)).statusCode).toBe(404);
    expect((await caseOf(UNKNOWN)).statusCode).toBe(404);
    expect((await caseOf('not-a-loan')).statusCode).toBe(404);
  });

  it('follows the rules a superuser sets: audited, refused to an admin, Sundays allowed', async () => {
    await at('2027-01-17T08:00:00Z'); // Sunday
    const superuser = await signedInStaff(t, 'superuser');
    const rules = {
      fromHour: 7,
      toHour: 20,
      sundays: true,
      maxContactsPerDay: 2,
      promiseMaxDays: 14,
      writeOffDays: 180,
    };
    const put = (token: string, body: object) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/admin/settings/collection-rules',
        headers: { 'x-auth-token': token },
        payload: body,
      });
    expect((await put(admin.token, rules)).statusCode).toBe(403);
    const wrongOrder = await put(superuser.token, { ...rules, fromHour: 20, toHour: 20 });
    expect(wrongOrder.statusCode).toBe(400);
    expect(wrongOrder.json().message).toBe('The last hour must be after the first.');
    const saved = await put(superuser.token, rules);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.collectionRules).toEqual(rules);
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/admin/settings/collection-rules',
      headers: { 'x-auth-token': admin.token },
    });
    expect(read.json().data).toEqual(rules);
    const [audit] = await t.ctx.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'settings.updated'), eq(auditEvents.entityId, 'collection_rules')));
    expect(audit).toMatchObject({ actorId: superuser.id, after: { collectionRules: rules } });

    expect((await contact(english.loanId, call)).statusCode).toBe(201);
    expect((await contact(english.loanId, call)).statusCode).toBe(201);
    expect((await contact(english.loanId, call)).json().message).toBe(
      'This borrower has been contacted 2 times today, the most allowed in a day.',
    );
  });
});
