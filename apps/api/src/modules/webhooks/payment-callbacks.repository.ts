import {
  type Disbursement,
  disbursements,
  type Executor,
  type NewPaymentCallback,
  paymentCallbacks,
} from '@kwacha/db';
import { eq } from 'drizzle-orm';

export async function recordPaymentCallback(db: Executor, values: NewPaymentCallback): Promise<void> {
  await db.insert(paymentCallbacks).values(values);
}

/** A disbursement by our reference: the transaction id the provider was given and calls back with. */
export async function findDisbursementByReference(
  db: Executor,
  transactionId: string,
): Promise<Disbursement | undefined> {
  const [row] = await db.select().from(disbursements).where(eq(disbursements.transactionId, transactionId));
  return row;
}
