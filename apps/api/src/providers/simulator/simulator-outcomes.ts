import type { TransactionOutcome } from '../ports';

/**
 * The payment simulator's rules (docs/product.md §16), pure so that the disbursement and collection sides
 * answer alike and tests can state them without a database. An outcome depends only on the account's last
 * digits and on how long ago the transaction was created.
 */
export type SimulatorKind = 'collection' | 'disbursement';

export const SIMULATOR_REASONS = {
  insufficientFunds: "Insufficient funds in the payer's wallet",
  payerDeclined: 'Payment declined by the payer',
  payeeNotFound: 'Payee not found',
  payeeDeclined: "Transfer declined by the payee's wallet",
  bankAccountNotFound: 'Bank account not found',
} as const;

export interface SimulatedTransaction {
  kind: SimulatorKind;
  /** A wallet as E.164 (+260…), or a bank account number. */
  account: string;
  createdAt: Date;
  providerReference: string;
}

/** Our ports carry phone numbers as E.164, so a leading + marks a wallet; anything else is a bank account. */
export function isWallet(account: string): boolean {
  return account.startsWith('+');
}

type Rule =
  | { kind: 'refused'; reason: string; insufficientFunds?: boolean }
  | { kind: 'fails_later'; reason: string }
  | { kind: 'never_settles' }
  | { kind: 'succeeds_later' };

/**
 * The subscriber number is the last 7 digits of the phone; its last four decide. For wallets and bank
 * accounts alike only the ending matters, so the whole account's last four digits are enough.
 */
export function simulatorRule(kind: SimulatorKind, account: string): Rule {
  const ending = account.slice(-4);
  if (kind === 'disbursement' && !isWallet(account)) {
    return ending === '0000'
      ? { kind: 'refused', reason: SIMULATOR_REASONS.bankAccountNotFound }
      : { kind: 'succeeds_later' };
  }
  switch (ending) {
    case '0000':
      return kind === 'collection'
        ? { kind: 'refused', reason: SIMULATOR_REASONS.insufficientFunds, insufficientFunds: true }
        : { kind: 'refused', reason: SIMULATOR_REASONS.payeeNotFound };
    case '0001':
      return {
        kind: 'fails_later',
        reason: kind === 'collection' ? SIMULATOR_REASONS.payerDeclined : SIMULATOR_REASONS.payeeDeclined,
      };
    case '0002':
      return { kind: 'never_settles' };
    default:
      return { kind: 'succeeds_later' };
  }
}

/** What the simulator says about one of its transactions at `now`, settling `delayMs` after creation. */
export function simulatedOutcome(tx: SimulatedTransaction, now: Date, delayMs: number): TransactionOutcome {
  const rule = simulatorRule(tx.kind, tx.account);
  const providerReference = tx.providerReference;
  const settled = now.getTime() - tx.createdAt.getTime() >= delayMs;
  switch (rule.kind) {
    case 'refused':
      return {
        state: 'failed',
        providerReference,
        reason: rule.reason,
        ...(rule.insufficientFunds && { insufficientFunds: true }),
      };
    case 'fails_later':
      return settled
        ? { state: 'failed', providerReference, reason: rule.reason }
        : { state: 'pending', providerReference };
    case 'never_settles':
      return { state: 'pending', providerReference };
    case 'succeeds_later':
      return settled ? { state: 'successful', providerReference } : { state: 'pending', providerReference };
  }
}
