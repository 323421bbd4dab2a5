import { randomBytes } from 'node:crypto';
import type { Database } from '@kwacha/db';
import type { DisbursementPort, TransactionOutcome, TransferRequest } from '../ports';
import { simulatedOutcome } from './simulator-outcomes';
import { findSimulatedTransaction, insertSimulatedTransaction } from './simulator-transactions.repository';

export interface SimulatorDeps {
  db: Database;
  /** The application clock, so tests settle transactions by moving time rather than waiting. */
  now(): Date;
  delayMs: number;
}

const accountOf = (request: TransferRequest) =>
  request.destination.method === 'mobile_money'
    ? request.destination.msisdn
    : request.destination.accountNumber;

/**
 * The simulator's disbursement side (docs/product.md §16). Its books are in the database, never in memory,
 * so a status query from any process sees a transfer another process made.
 */
export function createSimulatorDisbursements(deps: SimulatorDeps): DisbursementPort {
  const outcomeOf = async (reference: string): Promise<TransactionOutcome | undefined> => {
    const row = await findSimulatedTransaction(deps.db, 'disbursement', reference);
    return row && simulatedOutcome(row, deps.now(), deps.delayMs);
  };
  return {
    provider: 'simulator',
    async transfer(request) {
      await insertSimulatedTransaction(deps.db, {
        reference: request.reference,
        kind: 'disbursement',
        amount: request.amountNgwee,
        account: accountOf(request),
        providerReference: `SIM-${randomBytes(6).toString('hex').toUpperCase()}`,
        createdAt: deps.now(),
      });
      // A known reference answers with that transaction's current state, whatever this request carried.
      const outcome = await outcomeOf(request.reference);
      return outcome ?? { state: 'unknown', reason: 'The reference belongs to another kind of transaction.' };
    },
    async transferStatus(reference) {
      return (await outcomeOf(reference)) ?? { state: 'not_found' };
    },
  };
}
