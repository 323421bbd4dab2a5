import { consentEvents, creditListingNotices, emailMessages, notifications, smsMessages } from '@kwacha/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInStaff } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { dailyRunOn, loanPaidOutOn, positionOf } from '../collections/testing/overdue-loans';
import { testClock } from '../payments/testing/payment-test-helpers';
import { setSmsOptIn, setUserLanguage } from '../users/users.public';
import { sendListingNotices } from './listing-notices.service';

// Loans paid out on 21 November 2026: instalment 1 (K181.55) falls due on 21 December 2026, so on
// 5 January 2027 it is 15 days past due.
const PAID_OUT = '2026-11-21';
const TODAY = '2027-01-05';

describe('the notice before a first credit bureau listing (docs/product.md §25.4)', () => {
  let t: TestApp;
  const clock = testClock();
  type Loan = Awaited<ReturnType<typeof loanPaidOutOn>>;
  let consented: Loan;
  let withoutConsent: Loan;
  let withdrawn: Loan;

  const consent = (loan: Loan, granted = true) =>
    t.ctx.db.insert(consentEvents).values({
      userId: loan.borrower.userId,
      loanId: loan.loanId,
      purpose: 'credit_bureau',
      granted,
      wordingVersion: 'credit-bureau-2026-12',
      source: 'application',
    });
  const noticeOf = async (loanId: string) =>
    (await t.ctx.db.select().from(creditListingNotices).where(eq(creditListingNotices.loanId, loanId)))[0];
  const bellOf = (userId: string) =>
    t.ctx.db.select().from(notifications).where(eq(notifications.userId, userId));
  const emailsOf = async (userId: string) =>
    (await t.ctx.db.select().from(emailMessages).where(eq(emailMessages.userId, userId))).filter(
      (e) => e.template === 'credit-listing-notice',
    );
  const textsOf = async (userId: string) =>
    (await t.ctx.db.select().from(smsMessages).where(eq(smsMessages.userId, userId))).filter(
      (s) => s.kind === 'credit_listing_notice',
    );

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now, config: { simulatorDelayMs: 5000 } });
    consented = await loanPaidOutOn(t, clock, PAID_OUT);
    withoutConsent = await loanPaidOutOn(t, clock, PAID_OUT);
    withdrawn = await loanPaidOutOn(t, clock, PAID_OUT);
    await consent(consented);
    await consent(withdrawn);
    await consent(withdrawn, false);
    await setUserLanguage(t.ctx.db, consented.borrower.userId, 'bem', clock.now());
    await setSmsOptIn(t.ctx.db, consented.borrower.userId, true, clock.now());
    await dailyRunOn(t, clock, TODAY);
  }, 120_000);
  afterAll(() => t.close());

  it('tells a borrower with bureau consent once, in the app, by e-mail and by SMS, in their language', async () => {
    const report = await sendListingNotices(t.ctx, TODAY);
    expect(report).toEqual({ sent: 1, noticeDays: 20 });

    const position = await positionOf(t, consented.loanId);
    expect(position?.overdueAmount).toBeGreaterThan(0);
    // 5 January + 20 days = 25 January 2027.
    expect(await noticeOf(consented.loanId)).toMatchObject({
      userId: consented.borrower.userId,
      sentOn: TODAY,
      listableOn: '2027-01-25',
      amountDue: position?.overdueAmount,
      language: 'bem',
    });
    const userId = consented.borrower.userId;
    const bell = (await bellOf(userId)).filter((n) => n.message.includes('credit bureau'));
    expect(bell).toHaveLength(1);
    expect(bell[0]?.loanId).toBe(consented.loanId);
    expect(bell[0]?.message).toContain('Lipileni pali 25 Januari 2027');
    const [email, ...moreEmails] = await emailsOf(userId);
    expect(moreEmails).toEqual([]);
    expect(email?.subject).toBe('Lipileni pali 25 Januari 2027 pa kuti tamukalembwe ku credit bureau');
    expect(email?.status).toBe('queued');
    const [text, ...moreTexts] = await textsOf(userId);
    expect(moreTexts).toEqual([]);
    expect(text?.body).toMatch(
      /^Kwacha Loans: ngongole [0-9a-f]{8} yapita inshiku\. Lipileni K[\d,.]+ pali 2027-01-25 pa kuti/,
    );
    // Written to the outbox: the sender sends it and retries a failure; nothing is sent from here.
    expect(text?.status).toBe('queued');
  });

  it('sends nothing for a loan without bureau consent, or whose consent was withdrawn', async () => {
    for (const loan of [withoutConsent, withdrawn]) {
      expect(await noticeOf(loan.loanId)).toBeUndefined();
      expect(await emailsOf(loan.borrower.userId)).toEqual([]);
      expect(await textsOf(loan.borrower.userId)).toEqual([]);
    }
  });

  it('sends nothing twice: a run again, the same day or later, finds no loan to tell', async () => {
    expect(await sendListingNotices(t.ctx, TODAY)).toEqual({ sent: 0, noticeDays: 20 });
    await dailyRunOn(t, clock, '2027-01-06');
    expect(await sendListingNotices(t.ctx, '2027-01-06')).toEqual({ sent: 0, noticeDays: 20 });
    const userId = consented.borrower.userId;
    expect(await emailsOf(userId)).toHaveLength(1);
    expect(await textsOf(userId)).toHaveLength(1);
    expect((await noticeOf(consented.loanId))?.listableOn).toBe('2027-01-25');
  });

  it('gives the notice days a superuser set (audited), to notices sent from then on', async () => {
    const superuser = await signedInStaff(t, 'superuser');
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/credit-listing-notice',
      headers: { 'x-auth-token': superuser.token },
      payload: { noticeDays: 30 },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.creditListingNotice).toEqual({ noticeDays: 30 });

    const late = await loanPaidOutOn(t, clock, '2026-12-01');
    await consent(late);
    // Instalment 1 due 1 January 2027: past due on the 10th.
    await dailyRunOn(t, clock, '2027-01-10');
    expect(await sendListingNotices(t.ctx, '2027-01-10')).toEqual({ sent: 1, noticeDays: 30 });
    // 10 January + 30 days = 9 February 2027; the first notice keeps the day it gave.
    expect((await noticeOf(late.loanId))?.listableOn).toBe('2027-02-09');
    expect((await noticeOf(consented.loanId))?.listableOn).toBe('2027-01-25');
    expect(await emailsOf(late.borrower.userId)).toHaveLength(1);
    // No SMS opt-in: the bell and the e-mail only (docs/product.md "SMS").
    expect(await textsOf(late.borrower.userId)).toEqual([]);
  });

  it('tells no loan that is not past due', async () => {
    const current = await loanPaidOutOn(t, clock, '2027-01-10');
    await consent(current);
    await dailyRunOn(t, clock, '2027-01-11');
    expect((await sendListingNotices(t.ctx, '2027-01-11')).sent).toBe(0);
    expect(await noticeOf(current.loanId)).toBeUndefined();
  });
});
