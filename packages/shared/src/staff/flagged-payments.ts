import { z } from 'zod';
import { LOAN_STATUSES } from '../loans/loan-status';
import { PAYMENT_OPERATORS } from '../payments/payment-view';
import { issuedIdentifier, multiLineText } from '../validation/typed-text';

/**
 * Flagged payments (docs/product.md §14.8, admin and superuser): payments whose provider outcome could not
 * be believed and that reconciliation therefore left for staff, and how staff resolve them
 * (docs/decisions/013-flagged-payment-resolutions.md).
 */

/** What staff ask for (the request) … */
export const FLAGGED_PAYMENT_ACTIONS = ['apply', 'refunded', 'dismiss'] as const;
export type FlaggedPaymentAction = (typeof FLAGGED_PAYMENT_ACTIONS)[number];
/** … and what the payment then records (the database's `payment_resolution`). */
export const FLAGGED_PAYMENT_RESOLUTIONS = ['applied', 'refunded', 'dismissed'] as const;
export type FlaggedPaymentResolution = (typeof FLAGGED_PAYMENT_RESOLUTIONS)[number];

export const RESOLUTION_OF: Record<FlaggedPaymentAction, FlaggedPaymentResolution> = {
  apply: 'applied',
  refunded: 'refunded',
  dismiss: 'dismissed',
};

export const NOTE_MIN_LENGTH = 3;
export const NOTE_MAX_LENGTH = 500;

export const FLAGGED_PAYMENT_MESSAGES = {
  chooseAction: 'Choose apply, refunded or dismiss.',
  noteRequired: 'Please write a note saying what you checked and why.',
  noteLength: `The note must be between ${NOTE_MIN_LENGTH} and ${NOTE_MAX_LENGTH} characters.`,
  applied: 'The payment was applied to the loan.',
  refunded: 'The refund made outside the system was recorded.',
  dismissed: 'The flag was dismissed.',
  alreadyResolved: 'This payment has already been resolved.',
  notFound: 'Flagged payment not found.',
  stillPending:
    "This payment is still waiting for the provider's answer. It can be resolved once it has settled.",
  alreadyBooked: 'This payment is already in the books: it can only be dismissed with a note.',
} as const;

export const RESOLVED_MESSAGE: Record<FlaggedPaymentAction, string> = {
  apply: FLAGGED_PAYMENT_MESSAGES.applied,
  refunded: FLAGGED_PAYMENT_MESSAGES.refunded,
  dismiss: FLAGGED_PAYMENT_MESSAGES.dismissed,
};

/** A refund or a dismissal must say why; an application may. Checked after trimming. */
export const noteRequiredFor = (action: FlaggedPaymentAction) => action !== 'apply';

/** POST /api/admin/flagged-payments/:id/resolve. */
export const resolveFlaggedPaymentSchema = z
  .strictObject({
    action: z.enum(FLAGGED_PAYMENT_ACTIONS, { error: FLAGGED_PAYMENT_MESSAGES.chooseAction }),
    note: multiLineText(FLAGGED_PAYMENT_MESSAGES.noteRequired).trim().optional(),
  })
  .superRefine(({ action, note }, ctx) => {
    if (!note) {
      if (noteRequiredFor(action)) {
        ctx.addIssue({ code: 'custom', path: ['note'], message: FLAGGED_PAYMENT_MESSAGES.noteRequired });
      }
      return;
    }
    if (note.length < NOTE_MIN_LENGTH || note.length > NOTE_MAX_LENGTH) {
      ctx.addIssue({ code: 'custom', path: ['note'], message: FLAGGED_PAYMENT_MESSAGES.noteLength });
    }
  });
export type ResolveFlaggedPaymentRequest = z.infer<typeof resolveFlaggedPaymentSchema>;

export const resolvedFlaggedPaymentSchema = z.object({
  id: z.string(),
  resolution: z.enum(FLAGGED_PAYMENT_RESOLUTIONS),
  status: z.enum(['pending', 'successful', 'failed', 'expired']),
  resolvedAt: z.string(),
});
export type ResolvedFlaggedPayment = z.infer<typeof resolvedFlaggedPaymentSchema>;

export const FLAGGED_PAYMENTS_PAGE_SIZE = 20;

/** GET /api/admin/flagged-payments: the queue, oldest first (keyset pages). */
export const flaggedPaymentsQuerySchema = z.strictObject({
  cursor: issuedIdentifier(200, 'Invalid cursor. Start again from the first page.').optional(),
  limit: z.coerce.number().int().min(1).max(100).default(FLAGGED_PAYMENTS_PAGE_SIZE),
});
export type FlaggedPaymentsQuery = z.infer<typeof flaggedPaymentsQuerySchema>;

/** One provider callback naming the payment: what it claimed and what we did with it (never its body). */
export const paymentEvidenceSchema = z.object({
  id: z.number().int(),
  receivedAt: z.string(),
  provider: z.string(),
  channel: z.string(),
  claimedState: z.string().nullable(),
  /** True when the provider's signature vouched for it; false when a status call had to. */
  confirmed: z.boolean().nullable(),
  believedState: z.string().nullable(),
  result: z.string(),
  detail: z.string().nullable(),
});
export type PaymentEvidence = z.infer<typeof paymentEvidenceSchema>;

export const flaggedPaymentSchema = z.object({
  id: z.string(),
  /** Ours (PAY-…), and the provider's own when it gave one. */
  reference: z.string(),
  providerReference: z.string().nullable(),
  provider: z.string(),
  operator: z.enum(PAYMENT_OPERATORS),
  phoneNumber: z.string(),
  /** Kwacha asked of the payer. */
  amount: z.number(),
  currency: z.string(),
  status: z.enum(['successful', 'failed', 'expired']),
  flaggedReason: z.string(),
  failureReason: z.string().nullable(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
  /** Whether the payment's money is already in the books (a repayment or refund entry exists). */
  booked: z.boolean(),
  allowedActions: z.array(z.enum(FLAGGED_PAYMENT_ACTIONS)),
  loan: z.object({ id: z.string(), status: z.enum(LOAN_STATUSES), productName: z.string() }),
  borrower: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  /** Set when staff resolved an earlier flag of this payment and it was flagged again since. */
  previousResolution: z
    .object({
      resolution: z.enum(FLAGGED_PAYMENT_RESOLUTIONS),
      resolvedAt: z.string(),
      resolvedBy: z.string().nullable(),
      note: z.string().nullable(),
      flaggedReason: z.string().nullable(),
    })
    .nullable(),
  callbacks: z.array(paymentEvidenceSchema),
});
export type FlaggedPayment = z.infer<typeof flaggedPaymentSchema>;

export const flaggedPaymentListSchema = z.object({
  items: z.array(flaggedPaymentSchema),
  nextCursor: z.string().nullable(),
});
export type FlaggedPaymentList = z.infer<typeof flaggedPaymentListSchema>;

/** GET /api/admin/flagged-payments/count: the side menu's badge. */
export const flaggedPaymentCountSchema = z.object({ count: z.number().int() });
export type FlaggedPaymentCount = z.infer<typeof flaggedPaymentCountSchema>;
