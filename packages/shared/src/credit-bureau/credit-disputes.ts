import { z } from 'zod';
import { resourceIdSchema } from '../api/resource-id';
import { resolveComplaintSchema } from '../complaints/complaints';
import { multiLineText } from '../validation/typed-text';

/**
 * Disputes of what the credit bureau is told about a loan (docs/product.md §25.5, docs/decisions/054): a
 * borrower disputes one of their reported loans from the profile; the dispute is a complaints-desk case
 * (category credit_report) with its deadlines, and the loan is reported as "disputed" while it is open.
 * Staff resolve it with an outcome: corrected (the next file corrects the record) or upheld.
 */

export const CREDIT_DISPUTE_STATUSES = ['open', 'resolved'] as const;
export type CreditDisputeStatus = (typeof CREDIT_DISPUTE_STATUSES)[number];
export const CREDIT_DISPUTE_OUTCOMES = ['corrected', 'upheld'] as const;
export type CreditDisputeOutcome = (typeof CREDIT_DISPUTE_OUTCOMES)[number];

export const CREDIT_DISPUTE_OUTCOME_LABELS: Record<CreditDisputeOutcome, string> = {
  corrected: 'Corrected: the record was wrong and the next file to the bureau corrects it',
  upheld: 'Upheld: the record was right and stays as reported',
};

export const DISPUTE_REASON_MIN_LENGTH = 10;
export const DISPUTE_REASON_MAX_LENGTH = 1000;

export const CREDIT_DISPUTE_MESSAGES = {
  reasonRequired: 'Please say what is wrong with the record.',
  reasonLength: `Please say what is wrong in ${DISPUTE_REASON_MIN_LENGTH} to ${DISPUTE_REASON_MAX_LENGTH} characters.`,
  chooseLoan: 'Please choose the loan whose record you dispute.',
  loanNotFound: 'Loan not found.',
  notReported: 'This loan is not reported to the credit bureau, so there is no record to dispute.',
  alreadyOpen: 'This loan already has an open dispute. We will answer it before you can raise another.',
  received: (reference: string) =>
    `Your dispute was received. Its complaint reference is ${reference}. The loan is reported as disputed until we answer.`,
  notFound: 'Dispute not found.',
  chooseOutcome: 'Please choose the outcome: corrected or upheld.',
  alreadyResolved: 'This dispute has already been resolved.',
  resolved:
    'The dispute was resolved. The borrower has been told, and the next bureau file follows the outcome.',
  resolveThroughDispute:
    'This case is a credit bureau dispute: record its outcome (corrected or upheld) to resolve it.',
} as const;

/** POST /api/credit-bureau/disputes (multipart form fields, or JSON without an attachment). */
export const createCreditDisputeSchema = z.strictObject({
  loanId: z.string({ error: CREDIT_DISPUTE_MESSAGES.chooseLoan }).pipe(resourceIdSchema),
  reason: multiLineText(CREDIT_DISPUTE_MESSAGES.reasonRequired)
    .trim()
    .min(1, { error: CREDIT_DISPUTE_MESSAGES.reasonRequired, abort: true })
    .min(DISPUTE_REASON_MIN_LENGTH, CREDIT_DISPUTE_MESSAGES.reasonLength)
    .max(DISPUTE_REASON_MAX_LENGTH, CREDIT_DISPUTE_MESSAGES.reasonLength),
});
export type CreateCreditDisputeRequest = z.input<typeof createCreditDisputeSchema>;
export type CreateCreditDispute = z.output<typeof createCreditDisputeSchema>;

/** One dispute as its borrower and staff see it. */
export const creditDisputeViewSchema = z.object({
  id: z.string(),
  loanId: z.string(),
  complaintId: z.string(),
  complaintReference: z.string(),
  reason: z.string(),
  status: z.enum(CREDIT_DISPUTE_STATUSES),
  outcome: z.enum(CREDIT_DISPUTE_OUTCOMES).nullable(),
  openedAt: z.string(),
  resolvedAt: z.string().nullable(),
  /** The complaints desk's deadline for the answer. */
  resolveBy: z.string(),
  /** Staff's answer, once resolved. */
  resolution: z.string().nullable(),
});
export type CreditDisputeView = z.infer<typeof creditDisputeViewSchema>;

/** A loan the credit bureau is told about: the borrower's, with bureau consent, paid out. */
export const reportedLoanSchema = z.object({
  loanId: z.string(),
  productName: z.string(),
  amount: z.number(),
  status: z.string(),
  disbursementDate: z.string().nullable(),
  /** The open dispute, if any. */
  openDispute: creditDisputeViewSchema.nullable(),
});
export type ReportedLoan = z.infer<typeof reportedLoanSchema>;

/** GET /api/credit-bureau/disputes: the reported loans and every dispute, newest first. */
export const creditBureauOverviewSchema = z.object({
  loans: z.array(reportedLoanSchema),
  disputes: z.array(creditDisputeViewSchema),
});
export type CreditBureauOverview = z.infer<typeof creditBureauOverviewSchema>;

export const creditDisputeCreatedSchema = z.object({
  id: z.string(),
  complaintId: z.string(),
  complaintReference: z.string(),
});

/** POST /api/admin/credit-bureau/disputes/:id/resolve: the outcome and the answer the borrower reads. */
export const resolveCreditDisputeSchema = resolveComplaintSchema.extend({
  outcome: z.enum(CREDIT_DISPUTE_OUTCOMES, { error: CREDIT_DISPUTE_MESSAGES.chooseOutcome }),
});
export type ResolveCreditDisputeRequest = z.input<typeof resolveCreditDisputeSchema>;

/** GET /api/admin/credit-bureau/disputes/by-complaint/:id: the dispute behind a complaints-desk case. */
export const staffCreditDisputeSchema = creditDisputeViewSchema.extend({
  resolvedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type StaffCreditDispute = z.infer<typeof staffCreditDisputeSchema>;
