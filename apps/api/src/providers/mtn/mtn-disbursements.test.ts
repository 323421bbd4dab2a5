import { afterEach, describe, expect, it } from 'vitest';
import type { TransferRequest } from '../ports';
import { mtnReferenceId } from './mtn-reference-id';
import { type MtnHarness, sleep, startMtnHarness } from './testing/mtn-harness';

let h: MtnHarness;

afterEach(async () => {
  await h.close();
});

const transfer = (overrides: Partial<TransferRequest> = {}): TransferRequest => ({
  reference: 'DSB-000042',
  amountNgwee: 95_000,
  destination: {
    method: 'mobile_money',
    operator: 'mtn',
    msisdn: '+260761234567',
    accountName: 'Mwila Banda',
  },
  narration: 'Kwacha Loans disbursement 1a2b3c4d',
  ...overrides,
});

describe('MTN disbursements (transfer)', () => {
  it('sends a transfer, then finds it pending and later successful', async () => {
    h = await startMtnHarness();
    h.fake.setScenario({ settleAfterMs: 150 });
    const { disbursements } = h.providers;

    expect(await disbursements.transfer(transfer())).toEqual({ state: 'pending', providerReference: null });
    const sent = h.fake.transactions.get(mtnReferenceId('kwacha-loans', 'DSB-000042'));
    expect(sent).toMatchObject({
      product: 'disbursement',
      externalId: 'DSB-000042',
      amount: '950.00',
      currency: 'ZMW',
      party: { partyIdType: 'MSISDN', partyId: '260761234567' },
    });
    expect(h.fake.tokensIssued).toEqual({ collection: 0, disbursement: 1 });
    expect(await disbursements.transferStatus('DSB-000042')).toMatchObject({ state: 'pending' });

    await sleep(200);
    expect(await disbursements.transferStatus('DSB-000042')).toEqual({
      state: 'successful',
      providerReference: sent?.financialTransactionId,
    });
  });

  it('reports a payee MoMo does not know as failed', async () => {
    h = await startMtnHarness();
    h.fake.setScenario({ outcome: 'payee_not_found' });
    await h.providers.disbursements.transfer(transfer());
    expect(await h.providers.disbursements.transferStatus('DSB-000042')).toEqual({
      state: 'failed',
      providerReference: null,
      reason: 'PAYEE_NOT_FOUND',
    });
  });

  it('reports our own empty float as a failure, not as a payer without funds', async () => {
    h = await startMtnHarness();
    h.fake.setScenario({ outcome: 'insufficient_funds' });
    await h.providers.disbursements.transfer(transfer());
    expect(await h.providers.disbursements.transferStatus('DSB-000042')).toEqual({
      state: 'failed',
      providerReference: null,
      reason: 'NOT_ENOUGH_FUNDS',
    });
  });

  it('answers unknown on a timeout, and a retry with the reference pays once', async () => {
    h = await startMtnHarness();
    h.fake.setScenario({ respond: 'timeout', holdMs: 1500 }, { nextCalls: 1 });
    const impatient = h.connect({ MTN_TIMEOUT_MS: '300' }).disbursements;
    expect(await impatient.transfer(transfer())).toEqual({
      state: 'unknown',
      reason: 'MTN did not answer within 300 ms',
    });
    expect(await h.providers.disbursements.transfer(transfer())).toMatchObject({ state: 'successful' });
    expect(await h.providers.disbursements.transferStatus('DSB-000042')).toMatchObject({
      state: 'successful',
    });
    expect(h.fake.createRequests.disbursement).toBe(2);
    expect(h.fake.transactions.size).toBe(1);
  });

  it('refuses a bank account without calling MoMo', async () => {
    h = await startMtnHarness();
    const outcome = await h.providers.disbursements.transfer(
      transfer({
        destination: {
          method: 'bank_account',
          bankName: 'Zanaco',
          bankCode: null,
          accountName: 'Mwila Banda',
          accountNumber: '0123456789',
        },
      }),
    );
    expect(outcome).toEqual({
      state: 'failed',
      providerReference: null,
      reason: 'MTN MoMo pays mobile-money wallets only',
    });
    expect(h.fake.createRequests.disbursement).toBe(0);
  });

  it('answers not_found for a reference MoMo never received, even one used for a collection', async () => {
    h = await startMtnHarness();
    await h.providers.collections.requestPayment({
      reference: 'SHARED-1',
      amountNgwee: 100,
      msisdn: '+260961234567',
      operator: 'mtn',
      narration: 'Loan repayment',
    });
    expect(await h.providers.disbursements.transferStatus('SHARED-1')).toEqual({ state: 'not_found' });
    expect(await h.providers.disbursements.transferStatus('DSB-never-sent')).toEqual({ state: 'not_found' });
  });
});
