import { auditEvents, kycChecks } from '@kwacha/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInStaff } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import {
  initiate,
  initiateBodyFor,
  loanReadyToDisburse,
} from '../disbursements/testing/disbursement-test-helpers';

describe('the disbursement guard and its setting (docs/product.md §20.5)', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signedInStaff>>;
  let superuser: Awaited<ReturnType<typeof signedInStaff>>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedInStaff(t, 'admin');
    superuser = await signedInStaff(t, 'superuser');
  });
  afterAll(() => t.close());

  /** An approved loan whose borrower's identity check is back to `status` (the helper approves it). */
  async function loanWithKyc(status: 'not_started' | 'submitted' | 'none') {
    const ready = await loanReadyToDisburse(t);
    if (status === 'none') {
      await t.ctx.db.delete(kycChecks).where(eq(kycChecks.userId, ready.borrower.userId));
    } else {
      await t.ctx.db
        .update(kycChecks)
        .set({ status, decidedAt: null })
        .where(eq(kycChecks.userId, ready.borrower.userId));
    }
    return ready;
  }

  const setRequired = (requiredBeforeDisbursement: boolean) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/identity-checks',
      headers: { 'x-auth-token': superuser.token },
      payload: { requiredBeforeDisbursement },
    });

  it('is on by default and refuses money to a borrower whose documents are not approved', async () => {
    const settings = await t.app.inject({
      method: 'GET',
      url: '/api/admin/settings',
      headers: { 'x-auth-token': superuser.token },
    });
    expect(settings.json().data.identityChecks).toEqual({ requiredBeforeDisbursement: true });

    for (const status of ['none', 'not_started', 'submitted'] as const) {
      const { loanId, loan } = await loanWithKyc(status);
      const res = await initiate(t, admin.token, loanId, initiateBodyFor(loan));
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toEqual({
        code: 'KYC_NOT_APPROVED',
        message:
          "This borrower's identity documents are not approved yet. Approve them in Identity checks before disbursing.",
      });
    }
  });

  it('lets the money go once the documents are approved', async () => {
    const { loanId, loan } = await loanReadyToDisburse(t);
    const res = await initiate(t, admin.token, loanId, initiateBodyFor(loan));
    expect(res.statusCode).toBe(200);
  });

  it('switched off by a superuser (audited), disburses without approval; an admin cannot switch it', async () => {
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/api/admin/settings/identity-checks',
          headers: { 'x-auth-token': admin.token },
          payload: { requiredBeforeDisbursement: false },
        })
      ).statusCode,
    ).toBe(403);
    const bad = await setRequired('no' as unknown as boolean);
    expect(bad.statusCode).toBe(400);

    const off = await setRequired(false);
    expect(off.statusCode).toBe(200);
    expect(off.json().data.identityChecks).toEqual({ requiredBeforeDisbursement: false });
    const audits = await t.ctx.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityId, 'identity_checks'));
    expect(audits).toEqual([
      expect.objectContaining({
        actorId: superuser.id,
        action: 'settings.updated',
        before: { identityChecks: { requiredBeforeDisbursement: true } },
        after: { identityChecks: { requiredBeforeDisbursement: false } },
      }),
    ]);

    // Every member of staff can see that it is off (for the warning), not only superusers.
    const seen = await t.app.inject({
      method: 'GET',
      url: '/api/admin/kyc-settings',
      headers: { 'x-auth-token': admin.token },
    });
    expect(seen.json().data).toEqual({ requiredBeforeDisbursement: false });

    const { loanId, loan } = await loanWithKyc('none');
    expect((await initiate(t, admin.token, loanId, initiateBodyFor(loan))).statusCode).toBe(200);

    expect((await setRequired(true)).statusCode).toBe(200);
    const next = await loanWithKyc('submitted');
    expect((await initiate(t, admin.token, next.loanId, initiateBodyFor(next.loan))).statusCode).toBe(409);
  });
});
