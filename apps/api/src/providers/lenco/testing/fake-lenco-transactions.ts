import { randomUUID } from 'node:crypto';
import type { FakeLencoScenario } from './fake-lenco-scenarios';

export type FakeLencoStatus = 'pending' | 'pay-offline' | 'otp-required' | 'successful' | 'failed';

/** One transaction the fake holds, in our terms (ngwee) plus what it shows on the wire. */
export interface FakeLencoTransaction {
  kind: 'collection' | 'transfer';
  id: string;
  lencoReference: string;
  reference: string;
  amountNgwee: number;
  status: FakeLencoStatus;
  reasonForFailure: string | null;
  initiatedAt: string;
  completedAt: string | null;
  /** Collections and mobile-money transfers. */
  phone: string | null;
  operator: string | null;
  bearer: string | null;
  /** Transfers. */
  accountId: string | null;
  narration: string | null;
  accountNumber: string | null;
  bankId: string | null;
  scenario: FakeLencoScenario;
}

let sequence = 0;

export function newTransaction(
  fields: Pick<FakeLencoTransaction, 'kind' | 'reference' | 'amountNgwee' | 'scenario'> &
    Partial<FakeLencoTransaction>,
  now: Date,
): FakeLencoTransaction {
  sequence += 1;
  return {
    id: randomUUID(),
    lencoReference: `2407${String(sequence).padStart(5, '0')}`,
    status: 'pending',
    reasonForFailure: null,
    initiatedAt: now.toISOString(),
    completedAt: null,
    phone: null,
    operator: null,
    bearer: null,
    accountId: null,
    narration: null,
    accountNumber: null,
    bankId: null,
    ...fields,
  };
}

/** Applies the scenario's final outcome. */
export function settle(tx: FakeLencoTransaction, now: Date): void {
  const outcome = tx.scenario.outcome ?? 'successful';
  if (outcome === 'successful') {
    tx.status = 'successful';
    tx.completedAt = now.toISOString();
    return;
  }
  tx.status = 'failed';
  tx.reasonForFailure =
    outcome === 'insufficient_funds'
      ? 'Not enough funds'
      : (tx.scenario.reasonForFailure ?? 'Transaction failed');
}

function kwacha(ngwee: number): string {
  return `${Math.floor(ngwee / 100)}.${String(ngwee % 100).padStart(2, '0')}`;
}

/** The `data` object of Lenco's collection answers and collection.* webhooks. */
export function collectionJson(tx: FakeLencoTransaction): Record<string, unknown> {
  return {
    id: tx.id,
    initiatedAt: tx.initiatedAt,
    completedAt: tx.completedAt,
    amount: kwacha(tx.amountNgwee),
    fee: tx.status === 'successful' ? '0.00' : null,
    bearer: tx.bearer ?? 'merchant',
    currency: 'ZMW',
    reference: tx.reference,
    lencoReference: tx.lencoReference,
    type: 'mobile-money',
    status: tx.status,
    source: 'api',
    reasonForFailure: tx.reasonForFailure,
    settlementStatus: tx.status === 'successful' ? 'pending' : null,
    settlement: null,
    mobileMoneyDetails: {
      country: 'zm',
      phone: tx.phone,
      operator: tx.operator,
      accountName: 'Test Subscriber',
      operatorTransactionId: tx.status === 'successful' ? `MP${tx.lencoReference}` : null,
    },
    bankAccountDetails: null,
    cardDetails: null,
  };
}

/** The `data` object of Lenco's transfer answers and transfer.* webhooks. */
export function transferJson(tx: FakeLencoTransaction): Record<string, unknown> {
  const creditAccount = tx.bankId
    ? {
        id: null,
        type: 'bank-account',
        accountName: 'Test Account Holder',
        accountNumber: tx.accountNumber,
        bank: { id: tx.bankId, name: 'Test Bank', country: 'zm' },
        phone: null,
        operator: null,
        walletNumber: null,
        tillNumber: null,
      }
    : {
        id: null,
        type: 'mobile-money',
        accountName: 'Test Subscriber',
        accountNumber: null,
        bank: null,
        phone: tx.phone,
        operator: tx.operator,
        walletNumber: null,
        tillNumber: null,
      };
  return {
    id: tx.id,
    amount: kwacha(tx.amountNgwee),
    fee: '0.00',
    currency: 'ZMW',
    narration: tx.narration ?? '',
    initiatedAt: tx.initiatedAt,
    completedAt: tx.completedAt,
    accountId: tx.accountId,
    creditAccount,
    status: tx.status,
    reasonForFailure: tx.reasonForFailure,
    reference: tx.reference,
    lencoReference: tx.lencoReference,
    extraData: { nipSessionId: null },
    source: 'api',
  };
}

export function transactionJson(tx: FakeLencoTransaction): Record<string, unknown> {
  return tx.kind === 'collection' ? collectionJson(tx) : transferJson(tx);
}

/** The webhook event for a settled transaction, e.g. `collection.successful` or `transfer.failed`. */
export function eventName(tx: FakeLencoTransaction): string {
  return `${tx.kind}.${tx.status === 'successful' ? 'successful' : 'failed'}`;
}
