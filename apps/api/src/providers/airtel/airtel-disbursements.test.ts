import { generateKeyPairSync } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { SHORT_TIMEOUT_MS, startAirtelKit, transferRequest } from './testing/airtel-test-kit';

type Kit = Awaited<ReturnType<typeof startAirtelKit>>;
let kit: Kit | undefined;

afterEach(async () => {
  await kit?.close();
  kit = undefined;
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('Airtel disbursements (v2)', () => {
  it('pays at once with the PIN encrypted, and the status agrees', async () => {
    kit = await startAirtelKit();
    const request = transferRequest({ reference: 'dsb-ok-1', amountNgwee: 95_000 });

    const outcome = await kit.disbursements.transfer(request);

    const paid = kit.fake.transactions[0];
    expect(outcome).toEqual({ state: 'successful', providerReference: paid?.airtelMoneyId });
    expect(paid).toMatchObject({ product: 'disbursement', msisdn: '971234567', amount: 950 });
    const sent = JSON.parse(
      kit.fake.requests.find((r) => r.method === 'POST' && r.path.includes('disb'))?.body ?? '',
    );
    expect(sent).toMatchObject({
      payee: { msisdn: '971234567', wallet_type: 'NORMAL' },
      reference: 'Loandisbursement',
      transaction: { amount: 950, id: 'dsb-ok-1', type: 'B2C' },
    });
    expect(sent.pin).not.toBe(kit.fake.pin);
    expect(await kit.disbursements.transferStatus('dsb-ok-1')).toEqual(outcome);
  });

  it('is pending while Airtel processes it, then successful by status', async () => {
    kit = await startAirtelKit();
    kit.fake.nextCall({ settleAfterMs: 100 });
    const request = transferRequest();

    expect((await kit.disbursements.transfer(request)).state).toBe('pending');
    await sleep(130);

    expect((await kit.disbursements.transferStatus(request.reference)).state).toBe('successful');
  });

  it('fails when our disbursement wallet lacks funds', async () => {
    kit = await startAirtelKit();
    kit.fake.nextCall({ result: 'insufficient_funds' });

    expect(await kit.disbursements.transfer(transferRequest())).toEqual({
      state: 'failed',
      providerReference: null,
      reason: 'Not enough balance (DP00900001007)',
    });
  });

  it('fails when Airtel refuses, and the status call reports the same failure', async () => {
    kit = await startAirtelKit();
    kit.fake.setScenario('971230000', { result: 'declined' });
    const request = transferRequest({
      destination: {
        method: 'mobile_money',
        operator: 'airtel',
        msisdn: '+260971230000',
        accountName: 'A B',
      },
    });

    const outcome = await kit.disbursements.transfer(request);

    expect(outcome).toMatchObject({ state: 'failed', reason: 'The transaction was refused (DP00900001013)' });
    expect(await kit.disbursements.transferStatus(request.reference)).toEqual(outcome);
  });

  it('fails with Airtel’s answer when the PIN is wrong, and pays nothing', async () => {
    kit = await startAirtelKit({ env: { AIRTEL_DISBURSEMENT_PIN: '9999' } });

    const outcome = await kit.disbursements.transfer(transferRequest());

    expect(outcome).toEqual({
      state: 'failed',
      providerReference: null,
      reason: 'Incorrect Encrypted Pin (DP00900001013)',
    });
    expect(kit.fake.transactions).toHaveLength(0);
  });

  it('fails when the PIN is encrypted with another key', async () => {
    const other = generateKeyPairSync('rsa', { modulusLength: 1024 }).publicKey;
    kit = await startAirtelKit({
      env: { AIRTEL_PIN_PUBLIC_KEY: other.export({ type: 'spki', format: 'pem' }).toString() },
    });

    expect(await kit.disbursements.transfer(transferRequest())).toMatchObject({ state: 'failed' });
  });

  it('answers unknown on a timeout; the status call then finds it paid, and a retry pays nothing more', async () => {
    kit = await startAirtelKit({ env: { AIRTEL_TIMEOUT_MS: String(SHORT_TIMEOUT_MS) } });
    kit.fake.nextCall({ holdResponseMs: 1500 });
    const request = transferRequest();

    expect(await kit.disbursements.transfer(request)).toEqual({
      state: 'unknown',
      reason: 'no answer within 300 ms',
    });
    expect((await kit.disbursements.transferStatus(request.reference)).state).toBe('successful');
    expect((await kit.disbursements.transfer(request)).state).toBe('successful');
    expect(kit.fake.transactions).toHaveLength(1);
  });

  it('answers not_found for a reference Airtel never saw', async () => {
    kit = await startAirtelKit();

    expect(await kit.disbursements.transferStatus('dsb-never-sent')).toEqual({ state: 'not_found' });
  });

  it('refuses a bank account without calling Airtel', async () => {
    kit = await startAirtelKit();

    const outcome = await kit.disbursements.transfer(
      transferRequest({
        destination: {
          method: 'bank_account',
          bankName: 'Zanaco',
          bankCode: null,
          accountName: 'Mary Banda',
          accountNumber: '0123456789',
        },
      }),
    );

    expect(outcome).toMatchObject({ state: 'failed', reason: 'Airtel Money pays only Airtel Money wallets' });
    expect(kit.fake.requests).toHaveLength(0);
  });
});
