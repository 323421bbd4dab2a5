import { describe, expect, it } from 'vitest';
import type { TransferRequest } from '../ports';
import {
  eventually,
  lencoHarnessPerTest,
  sleep,
  TEST_ACCOUNT_ID,
  TEST_TIMEOUT_MS,
  uniqueReference,
} from './testing/lenco-test-setup';

const h = lencoHarnessPerTest();

function toWallet(overrides: Partial<TransferRequest> = {}): TransferRequest {
  return {
    reference: uniqueReference('disb'),
    amountNgwee: 500_000,
    destination: {
      method: 'mobile_money',
      operator: 'zamtel',
      msisdn: '+260955123456',
      accountName: 'Mwila Banda',
    },
    narration: 'Kwacha Loans disbursement',
    ...overrides,
  };
}

function toBank(bankCode: string | null = '002'): TransferRequest {
  return toWallet({
    destination: {
      method: 'bank_account',
      bankName: 'Absa Bank',
      bankCode,
      accountName: 'Mwila Banda',
      accountNumber: '9130000000000',
    },
  });
}

describe('Lenco transfers: the request', () => {
  it('POSTs /transfers/mobile-money debiting our account, with the local phone and operator', async () => {
    const request = toWallet({ amountNgwee: 123_456 });
    await h.providers.disbursements.transfer(request);
    expect(h.fake.requests).toEqual([
      {
        method: 'POST',
        path: '/access/v2/transfers/mobile-money',
        authorised: true,
        body: {
          accountId: TEST_ACCOUNT_ID,
          amount: 1234.56,
          reference: request.reference,
          narration: 'Kwacha Loans disbursement',
          phone: '0955123456',
          operator: 'zamtel',
          country: 'zm',
        },
      },
    ]);
  });

  it('POSTs /transfers/bank-account with the account number and Lenco bank id', async () => {
    const request = toBank();
    expect(await h.providers.disbursements.transfer(request)).toMatchObject({ state: 'successful' });
    expect(h.fake.requests[0]).toMatchObject({
      path: '/access/v2/transfers/bank-account',
      body: {
        accountId: TEST_ACCOUNT_ID,
        amount: 5000,
        accountNumber: '9130000000000',
        bankId: '002',
        country: 'zm',
      },
    });
  });

  it('pays a bank chosen from Lenco’s own list, by its id', async () => {
    const [bank] = await h.providers.banks.banks();
    if (!bank) throw new Error('the fake lists no banks');
    expect(await h.providers.disbursements.transfer(toBank(bank.id))).toMatchObject({ state: 'successful' });
    expect(h.fake.transactions).toEqual([expect.objectContaining({ bankId: bank.id })]);
  });

  it('an id not on Lenco’s list (a branch sort code) is refused: failed with Lenco’s reason, nothing paid', async () => {
    const request = toBank('010001');
    expect(await h.providers.disbursements.transfer(request)).toEqual({
      state: 'failed',
      providerReference: null,
      reason: 'Invalid bank id',
    });
    expect(h.fake.transactions).toHaveLength(0);
    expect(await h.providers.disbursements.transferStatus(request.reference)).toEqual({ state: 'not_found' });
  });

  it('a bank destination without a bank code fails before anything is sent', async () => {
    expect(await h.providers.disbursements.transfer(toBank(null))).toEqual({
      state: 'failed',
      providerReference: null,
      reason: 'A bank transfer through Lenco needs the bank code (Lenco bank id)',
    });
    expect(h.fake.requests).toHaveLength(0);
  });
});

describe('Lenco transfers: outcomes', () => {
  it('success is successful with Lenco’s reference', async () => {
    expect(await h.providers.disbursements.transfer(toWallet())).toEqual({
      state: 'successful',
      providerReference: expect.stringMatching(/^2407\d{5}$/),
    });
  });

  it('a pending transfer is settled later by the status call', async () => {
    h.fake.setNextScenario({ settleAfterMs: 60 });
    const request = toWallet();
    expect(await h.providers.disbursements.transfer(request)).toMatchObject({ state: 'pending' });
    await sleep(100);
    expect(await h.providers.disbursements.transferStatus(request.reference)).toMatchObject({
      state: 'successful',
    });
  });

  it('a failed transfer is failed with Lenco’s reason, on the answer and on the status call', async () => {
    h.fake.setNextScenario({ outcome: 'failed', reasonForFailure: 'Invalid recipient account' });
    const request = toWallet();
    const expected = {
      state: 'failed',
      providerReference: expect.any(String),
      reason: 'Invalid recipient account',
    };
    expect(await h.providers.disbursements.transfer(request)).toEqual(expected);
    expect(await h.providers.disbursements.transferStatus(request.reference)).toEqual(expected);
  });

  it('our account lacking funds (HTTP 400, errorCode 02) fails with insufficientFunds and pays nothing', async () => {
    h.fake.setNextScenario({ outcome: 'insufficient_funds' });
    const request = toWallet();
    expect(await h.providers.disbursements.transfer(request)).toEqual({
      state: 'failed',
      providerReference: null,
      reason: 'Insufficient funds in account',
      insufficientFunds: true,
    });
    expect(await h.providers.disbursements.transferStatus(request.reference)).toEqual({ state: 'not_found' });
  });

  it('an unknown reference is not_found', async () => {
    expect(await h.providers.disbursements.transferStatus('never-sent-2')).toEqual({ state: 'not_found' });
  });
});

describe('Lenco transfers: failures in transit', () => {
  it('a timeout is unknown; the status call later finds the transfer', async () => {
    h.fake.setNextScenario({ respondAfterMs: TEST_TIMEOUT_MS * 4 });
    const request = toWallet();
    expect(await h.impatient.disbursements.transfer(request)).toMatchObject({ state: 'unknown' });
    expect(await h.providers.disbursements.transferStatus(request.reference)).toMatchObject({
      state: 'successful',
    });
  });

  it('the same reference twice pays once', async () => {
    const request = toWallet();
    const first = await h.providers.disbursements.transfer(request);
    expect(await h.providers.disbursements.transfer(request)).toEqual(first);
    expect(h.fake.transactions).toHaveLength(1);
  });

  it('a 5xx is unknown', async () => {
    h.fake.setNextScenario({ serverError: true });
    expect(await h.providers.disbursements.transfer(toWallet())).toEqual({
      state: 'unknown',
      reason: 'Lenco answered HTTP 500',
    });
  });
});

describe('Lenco transfers: webhooks', () => {
  it('transfer.failed arrives signed and parses as a failed disbursement', async () => {
    h.fake.setNextScenario({
      outcome: 'failed',
      reasonForFailure: 'Recipient wallet is closed',
      settleAfterMs: 20,
    });
    const request = toWallet({ amountNgwee: 250_050 });
    await h.providers.disbursements.transfer(request);
    const [callback] = await eventually(() => {
      expect(h.receiver.received).toHaveLength(1);
      return h.receiver.received;
    });
    if (!callback) throw new Error('no webhook arrived');
    expect(h.providers.collections.parseCallback(callback)).toEqual([
      {
        kind: 'disbursement',
        reference: request.reference,
        outcome: {
          state: 'failed',
          providerReference: expect.any(String),
          reason: 'Recipient wallet is closed',
        },
        amountNgwee: 250_050,
        currency: 'ZMW',
        confirmed: true,
      },
    ]);
  });
});
