import { type Executor, payments } from '@kwacha/db';
import { and, eq, inArray, sql } from 'drizzle-orm';

/**
 * Puts a settled payment in the flagged-payments queue for staff (docs/product.md §14.8), with why. A flag
 * already raised keeps its first reason; a payment resolved before is reopened (its earlier resolution is
 * kept and shown), as any later flag does (docs/decisions/013-flagged-payment-resolutions.md). Only a
 * payment that failed or expired is flagged this way: while pending its status check owns it, and a
 * successful one is in the books already. Answers whether the payment is now flagged.
 */
export async function raisePaymentFlag(
  tx: Executor,
  input: { paymentId: string; reason: string; at: Date },
): Promise<boolean> {
  const rows = await tx
    .update(payments)
    .set({ flaggedReason: sql`coalesce(${payments.flaggedReason}, ${input.reason})`, updatedAt: input.at })
    .where(and(eq(payments.id, input.paymentId), inArray(payments.status, ['failed', 'expired'])))
    .returning({ id: payments.id });
  return rows.length > 0;
}
