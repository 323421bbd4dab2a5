import { emailMessages, notifications, smsMessages } from '@kwacha/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { borrowerWithApplication } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { setSmsOptIn, setUserLanguage } from '../users/users.public';
import type { BorrowerEvent } from './borrower-events';
import { LOAN_REPAID_EMAIL_TEMPLATE } from './emails/payment.emails';
import { type TellDeps, tellBorrower } from './tell-borrower';

/** What the borrower holds on each channel: bell notices, e-mails written to them, texts. */
async function channelsOf(t: TestApp, userId: string) {
  const db = t.ctx.db;
  return {
    bell: await db.select().from(notifications).where(eq(notifications.userId, userId)),
    emails: await db.select().from(emailMessages).where(eq(emailMessages.userId, userId)),
    texts: await db.select().from(smsMessages).where(eq(smsMessages.userId, userId)),
  };
}

describe('telling the borrower: one owner writes the bell, the e-mail and the text (docs/architecture.md §2)', () => {
  let t: TestApp;
  let deps: () => TellDeps;

  beforeAll(async () => {
    t = await createTestApp();
    deps = () => ({ mailer: t.ctx.mailer, appUrl: 'http://app.test', now: t.ctx.now() });
  });
  afterAll(() => t.close());

  /** A borrower with a loan, as they left the defaults: no texts, English. Their own notices cleared. */
  async function borrowerWithLoan() {
    const { borrower, loanId } = await borrowerWithApplication(t);
    await t.ctx.db.delete(notifications).where(eq(notifications.userId, borrower.userId));
    await t.ctx.db.delete(emailMessages).where(eq(emailMessages.userId, borrower.userId));
    return { userId: borrower.userId, email: borrower.email, loanId };
  }

  const repaid = (loanId: string): BorrowerEvent => ({
    kind: 'loan_repaid',
    loan: { id: loanId, amount: 100_000, productName: 'Personal loan' },
    payment: { amount: 36_100, reference: 'PAY-0001', settledOn: '2026-12-02' },
    totalRepaid: 108_300,
  });

  it('writes each channel an event calls for once, in the borrower’s language, texts only when turned on', async () => {
    const quiet = await borrowerWithLoan();
    const told = await t.ctx.db.transaction((tx) =>
      tellBorrower(tx, deps(), quiet.userId, repaid(quiet.loanId)),
    );
    const before = await channelsOf(t, quiet.userId);
    expect(before.bell.map((n) => [n.loanId, n.message])).toEqual([
      [quiet.loanId, 'We received your payment of K361.00 (PAY-0001). Your loan is fully repaid. Thank you!'],
    ]);
    expect(before.emails.map((e) => [e.id, e.toAddress, e.template])).toEqual([
      [told.emailId, quiet.email, LOAN_REPAID_EMAIL_TEMPLATE],
    ]);
    expect(before.texts).toEqual([]);
    expect(told.smsId).toBeNull();

    const texted = await borrowerWithLoan();
    await setSmsOptIn(t.ctx.db, texted.userId, true, t.ctx.now());
    await setUserLanguage(t.ctx.db, texted.userId, 'bem', t.ctx.now());
    const toldTexted = await t.ctx.db.transaction((tx) =>
      tellBorrower(tx, deps(), texted.userId, repaid(texted.loanId)),
    );
    const after = await channelsOf(t, texted.userId);
    expect(after.bell).toHaveLength(1);
    expect(after.emails).toHaveLength(1);
    expect(after.texts.map((s) => [s.id, s.kind])).toEqual([[toldTexted.smsId, 'loan_repaid']]);
    // In Bemba on every channel: none of the three is the English text.
    expect(after.bell[0]?.message).not.toBe(before.bell[0]?.message);
    expect(after.emails[0]?.subject).not.toBe(before.emails[0]?.subject);
    expect(after.texts[0]?.body).not.toMatch(/^Kwacha Loans: We received/);
  });

  it('uses only the channels an event names: a failed payment is a bell notice alone', async () => {
    const b = await borrowerWithLoan();
    await setSmsOptIn(t.ctx.db, b.userId, true, t.ctx.now());
    const told = await t.ctx.db.transaction((tx) =>
      tellBorrower(tx, deps(), b.userId, {
        kind: 'payment_failed',
        loanId: b.loanId,
        payment: { amount: 5_000, reference: 'PAY-0002' },
        reason: 'The payer declined the request.',
      }),
    );
    expect(told).toEqual({ emailId: null, smsId: null });
    const held = await channelsOf(t, b.userId);
    expect(held.bell.map((n) => n.message)).toEqual([
      'Your payment of K50.00 (PAY-0002) did not go through: The payer declined the request.',
    ]);
    expect(held.emails).toEqual([]);
    expect(held.texts).toEqual([]);
  });

  it('writes nothing when the change it tells of rolls back', async () => {
    const b = await borrowerWithLoan();
    await setSmsOptIn(t.ctx.db, b.userId, true, t.ctx.now());
    await expect(
      t.ctx.db.transaction(async (tx) => {
        await tellBorrower(tx, deps(), b.userId, repaid(b.loanId));
        throw new Error('the repayment failed to post');
      }),
    ).rejects.toThrow('the repayment failed to post');
    expect(await channelsOf(t, b.userId)).toEqual({ bell: [], emails: [], texts: [] });
  });
});
