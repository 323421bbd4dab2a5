import {
  consentEvents,
  creditDisputes,
  creditListingNotices,
  loanApplications,
  notifications,
} from '@kwacha/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginToken, signedInStaff } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { dailyRunOn, loanPaidOutOn } from '../collections/testing/overdue-loans';
import { erasureTexts } from '../data-rights/erasure.service';
import { testClock } from '../payments/testing/payment-test-helpers';
import { sendListingNotices } from './listing-notices.service';

const REASON = 'The bureau shows my loan in arrears, but I paid on the due day.';

/** docs/product.md §25.6: the bureau data in the copy of my data, and what erasure keeps. */
describe('credit bureau data and the data rights', () => {
  let t: TestApp;
  const clock = testClock();
  let loan: Awaited<ReturnType<typeof loanPaidOutOn>>;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now, config: { simulatorDelayMs: 5000 } });
    loan = await loanPaidOutOn(t, clock, '2026-11-21');
    await t.ctx.db.insert(consentEvents).values({
      userId: loan.borrower.userId,
      loanId: loan.loanId,
      purpose: 'credit_bureau',
      granted: true,
      wordingVersion: 'credit-bureau-2026-12',
      source: 'application',
      ipAddress: '198.51.100.7',
      userAgent: 'Mozilla/5.0 (Android)',
    });
    await dailyRunOn(t, clock, '2027-01-05');
    await sendListingNotices(t.ctx, '2027-01-05');
    token = await loginToken(t, loan.borrower.email, loan.borrower.password);
    const opened = await t.app.inject({
      method: 'POST',
      url: '/api/credit-bureau/disputes',
      headers: { 'x-auth-token': token },
      payload: { loanId: loan.loanId, reason: REASON },
    });
    expect(opened.statusCode).toBe(201);
  }, 120_000);
  afterAll(() => t.close());

  it('the copy holds the bureau consents with their loan, the listing notices and the disputes', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/me/data-export',
      headers: { 'x-auth-token': token },
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data ?? res.json();
    expect(data.consentEvents).toContainEqual(
      expect.objectContaining({ purpose: 'credit_bureau', loanId: loan.loanId, granted: true }),
    );
    expect(data.creditBureau.listingNotices).toEqual([
      expect.objectContaining({ loanId: loan.loanId, sentOn: '2027-01-05', listableOn: '2027-01-25' }),
    ]);
    expect(data.creditBureau.disputes).toEqual([
      expect.objectContaining({ loanId: loan.loanId, reason: REASON, status: 'open', outcome: null }),
    ]);
    expect(Array.isArray(data.creditBureau.checks)).toBe(true);

    const page = await t.app.inject({
      method: 'GET',
      url: '/api/me/data-export.html',
      headers: { 'x-auth-token': token },
    });
    expect(page.body).toContain('<h2>Notices before a credit bureau listing</h2>');
    expect(page.body).toContain('<td>25 January 2027</td>');
    expect(page.body).toContain('<td>Credit bureau check and monthly reporting of a loan</td>');
    expect(page.body).toContain('<td>Open: reported as disputed</td>');
  });

  it('erasure waits for an open dispute, then keeps the bureau records the Act requires and erases the rest', async () => {
    // The loan is finished (erasure waits for open loans too, docs/product.md §18.2).
    await t.ctx.db
      .update(loanApplications)
      .set({ status: 'paid' })
      .where(eq(loanApplications.id, loan.loanId));
    const erase = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/me/erasure-request',
        headers: { 'x-auth-token': token },
        payload: { password: loan.borrower.password },
      });
    const refused = await erase();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(erasureTexts.disputeOpen);

    const [dispute] = await t.ctx.db
      .select()
      .from(creditDisputes)
      .where(eq(creditDisputes.loanId, loan.loanId));
    const admin = await signedInStaff(t, 'admin');
    const resolved = await t.app.inject({
      method: 'POST',
      url: `/api/admin/credit-bureau/disputes/${dispute?.id}/resolve`,
      headers: { 'x-auth-token': admin.token },
      payload: { outcome: 'upheld', resolution: 'We checked the payment dates: the record is right.' },
    });
    expect(resolved.statusCode).toBe(200);

    const erased = await erase();
    expect(erased.statusCode).toBe(200);
    expect(erased.json().data.explanation).toContain(
      'the credit bureau consents you gave, the notices we sent before reporting a loan as in arrears and your disputes of bureau records',
    );
    const userId = loan.borrower.userId;
    // Kept: what was reported, with the consent, the notice and the dispute.
    expect(
      await t.ctx.db.select().from(creditListingNotices).where(eq(creditListingNotices.userId, userId)),
    ).toHaveLength(1);
    expect(await t.ctx.db.select().from(creditDisputes).where(eq(creditDisputes.userId, userId))).toEqual([
      expect.objectContaining({ reason: REASON, status: 'resolved', outcome: 'upheld' }),
    ]);
    const consents = await t.ctx.db.select().from(consentEvents).where(eq(consentEvents.userId, userId));
    expect(consents.filter((c) => c.purpose === 'credit_bureau')).toEqual([
      expect.objectContaining({ loanId: loan.loanId, granted: true, ipAddress: null, userAgent: null }),
    ]);
    // Erased: the copies of the notice in the bell (and the e-mails and texts, as for every other).
    expect(await t.ctx.db.select().from(notifications).where(eq(notifications.userId, userId))).toEqual([]);
  });
});
