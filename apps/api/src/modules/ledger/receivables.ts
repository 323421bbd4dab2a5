import type { ReceivableAccount } from '@kwacha/db';
import type { Component, InstalmentOwed } from '@kwacha/shared/loans/allocation';

/** The receivable account that holds each component of what a borrower owes. */
export const ACCOUNT_OF: Readonly<Record<Component, ReceivableAccount>> = {
  penalty: 'loan_penalty',
  fee: 'loan_fee',
  interest: 'loan_interest',
  principal: 'loan_principal',
};

export const COMPONENT_OF: Readonly<Record<ReceivableAccount, Component>> = {
  loan_penalty: 'penalty',
  loan_fee: 'fee',
  loan_interest: 'interest',
  loan_principal: 'principal',
};

export type ComponentBalances = Record<Component, number>;

/** What one loan's receivable accounts hold (Σ debit − credit, ngwee), per instalment number. */
export type LoanReceivables = ReadonlyMap<number, ComponentBalances>;

export const zeroBalances = (): ComponentBalances => ({ penalty: 0, fee: 0, interest: 0, principal: 0 });

/**
 * The ledger's balances laid over the schedule's due dates: what is still owed on each instalment. The
 * ledger is the only source of amounts; the schedule only says when each instalment falls due.
 */
export function instalmentsOwed(
  schedule: readonly { number: number; dueDate: string }[],
  receivables: LoanReceivables | undefined,
): InstalmentOwed[] {
  return schedule.map((line) => ({
    number: line.number,
    dueDate: line.dueDate,
    ...(receivables?.get(line.number) ?? zeroBalances()),
  }));
}
