import {
  auditEvents,
  disbursements,
  loanApplications,
  notifications,
  simulatorTransactions,
} from '@kwacha/db';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DisbursementPort } from '../../providers/ports';
import { signedInStaff } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { TRANSFER_UNCONFIRMED_MESSAGE } from '../admin-loans/disbursement.routes';
import { DISBURSEMENT_CHECK_JOB, reconcileDisbursements } from './settlement';
import { confirm, initiated, loanReadyToDisburse, walletNumber } from './testing/disbursement-test-helpers';
import { applyTransferOutcome } from './transfer-outcome';

const DELAY_MS = 5000;

describe('settling disbursements with the payment simulator', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signedInStaff>>;
  let clock = new Date('2026-11-21T10:00:00Z');
  const advance = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };
  const loanRow = async (loanId: string) => {
    const [row] = await t.ctx.db.select().from(loanApplications).where(eq(loanApplications.id, loanId));
    return row;
  };
  const disbursementRows = (loanId: string) =>
    t.ctx.db
      .select()
      .from(disbursements)
      .where(eq(disbursements.loanId, loanId))
      .orderBy(asc(disbursements.createdAt));
  const sendMoney = async (loanId: string) => {
    const { transactionId, otp } = await initiated(t, admin, loanId);
    return { transactionId, res: await confirm(t, admin.token, loanId, transactionId, otp) };
  };
  /** Swaps the configured port for one test (a provider outage or refusal), restoring it afterwards. */
  const withPort = async <T>(port: Partial<DisbursementPort>, run: () => Promise<T>): Promise<T> => {
    const adapters = t.ctx.providers.byName('simulator');
    const original = adapters.disbursement;
    adapters.disbursement = { ...original, ...port };
    try {
      return await run();
    } finally {
      adapters.disbursement = original;
    }
  };

  beforeAll(async () => {
    t = await createTestApp({ now: () => clock, config: { simulatorDelayMs: DELAY_MS } });
    admin = await signedInStaff(t, 'admin');
  });
  afterAll(() => t.close());

  it('a wallet ending 0000 fails at once: 422, disbursement_failed, the borrower is told', async () => {
    const { loanId, borrower } = await loanReadyToDisburse(t, { wallet: walletNumber('0000') });
    const { transactionId, res } = await sendMoney(loanId);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      success: false,
      message: 'The transfer failed: Payee not found. You can retry the disbursement.',
      error: { code: 'TRANSFER_FAILED' },
    });
    expect((await loanRow(loanId))?.status).toBe('disbursement_failed');
    expect(await disbursementRows(loanId)).toEqual([
      expect.objectContaining({ transactionId, status: 'failed', reasonForFailure: 'Payee not found' }),
    ]);
    const [note] = await t.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, borrower.userId), eq(notifications.type, 'disbursement_failed')));
    expect(note?.message).toBe(
      `We could not send your loan to Airtel ${borrower.phoneNumber}: Payee not found. Our team will look into it and try again.`,
    );
    const [audit] = await t.ctx.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.loanId, loanId), eq(auditEvents.action, 'disbursement.failed')));
    expect(audit).toMatchObject({
      actorId: null,
      before: { status: 'disbursement_pending' },
      after: { status: 'disbursement_failed', reasonForFailure: 'Payee not found', transactionId },
    });

    // The admin view shows the failed attempt with its reason.
    const view = await t.app.inject({
      method: 'GET',
      url: `/api/loan-applications/admin/${loanId}`,
      headers: { 'x-auth-token': admin.token },
    });
    expect(view.statusCode).toBe(200);
    expect(view.json().data.disbursementHistory).toEqual([
      expect.objectContaining({ status: 'failed', reasonForFailure: 'Payee not found', transactionId }),
    ]);
  });

  it('a wallet ending 0001 is accepted, then fails after the delay', async () => {
    const { loanId } = await loanReadyToDisburse(t, { wallet: walletNumber('0001') });
    const { res } = await sendMoney(loanId);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.loanApplication.status).toBe('disbursed');
    const [row] = await disbursementRows(loanId);

    advance(DELAY_MS + 1000);
    await t.ctx.jobs.runNow(DISBURSEMENT_CHECK_JOB, { disbursementId: row?.id });
    expect((await loanRow(loanId))?.status).toBe('disbursement_failed');
    expect(await disbursementRows(loanId)).toEqual([
      expect.objectContaining({
        status: 'failed',
        reasonForFailure: "Transfer declined by the payee's wallet",
      }),
    ]);
  });

  it('a wallet ending 0002 is accepted and stays pending; reconciliation keeps asking', async () => {
    const { loanId } = await loanReadyToDisburse(t, { wallet: walletNumber('0002') });
    const { res } = await sendMoney(loanId);
    expect(res.statusCode).toBe(200);
    for (let minute = 1; minute <= 3; minute++) {
      advance(60_000);
      await reconcileDisbursements(t.ctx);
      const [row] = await disbursementRows(loanId);
      expect(row).toMatchObject({ status: 'processing', lastCheckedAt: clock });
      expect((await loanRow(loanId))?.status).toBe('disbursed');
    }
  });

  it('a bank account ending 0000 fails at once; any other succeeds after the delay', async () => {
    const refused = await loanReadyToDisburse(t, { bankAccount: '1234560000' });
    const failed = await sendMoney(refused.loanId);
    expect(failed.res.statusCode).toBe(422);
    expect(failed.res.json().message).toBe(
      'The transfer failed: Bank account not found. You can retry the disbursement.',
    );
    expect((await loanRow(refused.loanId))?.status).toBe('disbursement_failed');

    const paid = await loanReadyToDisburse(t, { bankAccount: '1234561234' });
    const { res } = await sendMoney(paid.loanId);
    expect(res.statusCode).toBe(200);
    advance(31_000); // past the delay and past reconciliation's 30-second pause
    await reconcileDisbursements(t.ctx);
    expect(await loanRow(paid.loanId)).toMatchObject({ status: 'active', disbursementDate: clock });
  });

  it('retries from disbursement_failed with a new transaction id, and that one pays out', async () => {
    const { loanId } = await loanReadyToDisburse(t, { wallet: walletNumber('4321') });
    // The provider refuses the first attempt (say its wallet was blocked for a day).
    const first = await withPort(
      {
        transfer: async () => ({
          state: 'failed',
          providerReference: null,
          reason: 'Wallet temporarily blocked',
        }),
      },
      () => sendMoney(loanId),
    );
    expect(first.res.statusCode).toBe(422);
    expect((await loanRow(loanId))?.status).toBe('disbursement_failed');

    const retry = await sendMoney(loanId);
    expect(retry.res.statusCode).toBe(200);
    expect(retry.transactionId).not.toBe(first.transactionId);
    advance(31_000);
    await reconcileDisbursements(t.ctx);
    expect((await loanRow(loanId))?.status).toBe('active');
    expect((await disbursementRows(loanId)).map((d) => [d.transactionId, d.status])).toEqual([
      [first.transactionId, 'failed'],
      [retry.transactionId, 'successful'],
    ]);
  });

  it('a transfer whose call was lost is re-sent with the same reference after 2 minutes', async () => {
    const { loanId } = await loanReadyToDisburse(t, { wallet: walletNumber('4321') });
    const { transactionId, res } = await withPort(
      {
        transfer: async () => {
          throw new Error('socket hang up');
        },
      },
      () => sendMoney(loanId),
    );
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({ success: true, message: TRANSFER_UNCONFIRMED_MESSAGE });
    expect(res.json().data.loanApplication.status).toBe('disbursement_pending');
    const sent = () =>
      t.ctx.db.select().from(simulatorTransactions).where(eq(simulatorTransactions.reference, transactionId));
    expect(await sent()).toEqual([]);

    // A young claim may still be on its way: not re-sent yet.
    advance(60_000);
    await reconcileDisbursements(t.ctx);
    expect(await sent()).toHaveLength(0);

    advance(65_000);
    await reconcileDisbursements(t.ctx);
    expect(await sent()).toHaveLength(1);
    expect((await loanRow(loanId))?.status).toBe('disbursed');

    advance(31_000);
    await reconcileDisbursements(t.ctx);
    expect((await loanRow(loanId))?.status).toBe('active');
    expect(await sent()).toHaveLength(1);
  });

  it('a late or repeated outcome never overwrites a final state', async () => {
    const { loanId } = await loanReadyToDisburse(t, { wallet: walletNumber('4321') });
    await sendMoney(loanId);
    advance(31_000);
    await reconcileDisbursements(t.ctx);
    const [row] = await disbursementRows(loanId);
    if (!row) throw new Error('no disbursement');
    const before = await loanRow(loanId);
    expect(before?.status).toBe('active');

    await applyTransferOutcome(t.ctx, row.id, { state: 'failed', providerReference: null, reason: 'Late' });
    await applyTransferOutcome(t.ctx, row.id, { state: 'pending', providerReference: 'OTHER' });
    await applyTransferOutcome(t.ctx, row.id, { state: 'successful', providerReference: 'OTHER' });
    expect(await loanRow(loanId)).toEqual(before);
    expect(await disbursementRows(loanId)).toEqual([row]);
  });
});
