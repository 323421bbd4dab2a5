import * as z from 'zod/mini';

// Written with Zod's tree-shakable API, like loan-view.ts: the borrower's loan details read it, and must not
// load the staff desk's schemas (packages/shared/src/staff/collections.ts) to do so.

/**
 * A promise to pay as the borrower and staff read it (docs/product.md §23.4); the same shape as the staff
 * contract's `promiseEntrySchema`. Money in kwacha, `date` the day promised (YYYY-MM-DD).
 */
export const borrowerPromiseSchema = z.object({
  id: z.string(),
  amount: z.number(),
  date: z.string(),
  status: z.enum(['open', 'kept', 'broken']),
  /** Repaid since the promise was made, kwacha: kept once it reaches the amount by the day after. */
  paid: z.number(),
  madeBy: z.enum(['staff', 'borrower']),
  by: z.string(),
  at: z.string(),
});
export type BorrowerPromise = z.infer<typeof borrowerPromiseSchema>;

/**
 * GET /api/loan-applications/:id/collections: what collections means for one of the borrower's loans —
 * the texts and e-mails collectors sent them about it (templates only, never staff notes), their latest
 * promise, and whether they may make one now (past due and none open; same limits as staff).
 */
export const borrowerCollectionsSchema = z.object({
  messages: z.array(
    z.object({
      at: z.string(),
      channel: z.enum(['sms', 'email']),
      template: z.enum(['payment_overdue', 'promise_reminder', 'please_call_us']),
    }),
  ),
  promise: z.nullable(borrowerPromiseSchema),
  canPromise: z.boolean(),
  /** How far ahead a promise may fall, days from today (the business date). */
  promiseMaxDays: z.int(),
  /** Kwacha past due now; 0 while the loan is not past due. */
  amountOverdue: z.number(),
});
export type BorrowerCollections = z.infer<typeof borrowerCollectionsSchema>;
