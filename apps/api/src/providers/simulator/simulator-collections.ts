import { randomBytes } from 'node:crypto';
import type { CollectionsPort, TransactionOutcome } from '../ports';
import type { SimulatorDeps } from './simulator-disbursements';
import { simulatedOutcome } from './simulator-outcomes';
import { findSimulatedTransaction, insertSimulatedTransaction } from './simulator-transactions.repository';

/**
 * The simulator's collections side (docs/product.md §16): a request to the payer's wallet whose outcome
 * follows the number's last digits and the time since the request, by the application clock. Its books
 * are in the database, so any process answers a status query for a request another process made.
 */
export function createSimulatorCollections(deps: SimulatorDeps): CollectionsPort {
  const outcomeOf = async (reference: string): Promise<TransactionOutcome | undefined> => {
    const row = await findSimulatedTransaction(deps.db, 'collection', reference);
    return row && simulatedOutcome(row, deps.now(), deps.delayMs);
  };
  return {
    provider: 'simulator',
    async requestPayment(request) {
      await insertSimulatedTransaction(deps.db, {
        reference: request.reference,
        kind: 'collection',
        amount: request.amountNgwee,
        account: request.msisdn,
        providerReference: `SIM-${randomBytes(6).toString('hex').toUpperCase()}`,
        createdAt: deps.now(),
      });
      // A known reference answers with that request's current state: a retry never charges twice.
      const outcome = await outcomeOf(request.reference);
      return outcome ?? { state: 'unknown', reason: 'The reference belongs to another kind of transaction.' };
    },
    async paymentStatus(reference) {
      return (await outcomeOf(reference)) ?? { state: 'not_found' };
    },
    parseCallback() {
      // The simulator never calls back: its outcomes are learnt by asking (the check job, reconciliation).
      return [];
    },
  };
}
