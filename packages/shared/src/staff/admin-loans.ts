import { z } from 'zod';
import { MAX_LOAN_AMOUNT_KWACHA } from '../loans/loan-amount';
import { LOAN_STATUSES, type LoanStatus } from '../loans/loan-status';
import { LOAN_STATUS_LABELS } from '../loans/loan-status-labels';
import { STAFF_DECISIONS } from '../loans/loan-transitions';
import { loanViewSchema } from '../loans/loan-view';
import { calendarDay } from '../validation/calendar-day';
import { issuedIdentifier, multiLineText, singleLineText } from '../validation/typed-text';
import { ARREARS_BUCKETS, PAR_THRESHOLDS } from './statistics';

/** GET /api/loan-applications/admin: one page of the staff loan list (keyset pagination). */
export const ADMIN_LOAN_SORTS = ['newest', 'oldest', 'amount_desc', 'amount_asc'] as const;
export type AdminLoanSort = (typeof ADMIN_LOAN_SORTS)[number];
export const ADMIN_LOAN_PAGE_SIZE = 20;

const isoDate = calendarDay();
const kwachaFilter = z.coerce.number().min(0).max(MAX_LOAN_AMOUNT_KWACHA);

/**
 * The arrears filter: a bucket of the ageing table (docs/product.md §14.3, ARREARS_BUCKET_DAYS) or
 * parN, N days late or more. Either way only loans that owe money now.
 */
export const ADMIN_LOAN_ARREARS_FILTERS = [
  ...ARREARS_BUCKETS,
  ...PAR_THRESHOLDS.map((days) => `par${days}` as const),
] as const;
export type AdminLoanArrearsFilter = (typeof ADMIN_LOAN_ARREARS_FILTERS)[number];
export const ADMIN_LOAN_DECISIONS = ['approved', 'rejected'] as const;
/** Who decided: the instant-approval rules or a member of staff. */
export const ADMIN_LOAN_DECIDERS = ['rules', 'staff'] as const;

/** The same product ids the statistics accept, so a figure's product travels to the list unchanged. */
const productFilter = z.string().regex(/^[a-z0-9-]{1,40}$/, 'Unknown product.');

/** Each drill-down window, inclusive Lusaka days, and what is said when its end comes before its start. */
export const ADMIN_LOAN_DATE_RANGES = [
  ['disbursedFrom', 'disbursedTo', 'The disbursement period ends before it starts.'],
  ['decidedFrom', 'decidedTo', 'The decision period ends before it starts.'],
  ['collectedFrom', 'collectedTo', 'The collection period ends before it starts.'],
  ['dueFrom', 'dueTo', 'The due period ends before it starts.'],
] as const;

export const adminLoanListQuerySchema = z
  .strictObject({
    status: z.enum(LOAN_STATUSES).optional(),
    /** Applicant name, e-mail, phone, NRC or loan id (or its first characters). */
    q: singleLineText().trim().max(100).optional(),
    minAmount: kwachaFilter.optional(),
    maxAmount: kwachaFilter.optional(),
    /** Application dates, inclusive, as calendar days in Africa/Lusaka. */
    from: isoDate.optional(),
    to: isoDate.optional(),
    /** The drill-downs of the statistics (every date an inclusive Lusaka day). A loan product id. */
    product: productFilter.optional(),
    /** Loans owing money now whose oldest unpaid instalment is this late (in Lusaka days). */
    arrears: z
      .enum(ADMIN_LOAN_ARREARS_FILTERS, {
        error: `Choose one of ${ADMIN_LOAN_ARREARS_FILTERS.join(', ')}.`,
      })
      .optional(),
    /** When the money went out. */
    disbursedFrom: isoDate.optional(),
    disbursedTo: isoDate.optional(),
    /** When the loan was approved or rejected, and optionally which and by whom. */
    decidedFrom: isoDate.optional(),
    decidedTo: isoDate.optional(),
    decision: z.enum(ADMIN_LOAN_DECISIONS, { error: 'Choose approved or rejected.' }).optional(),
    decidedBy: z.enum(ADMIN_LOAN_DECIDERS, { error: 'Choose rules or staff.' }).optional(),
    /** Loans with a successful repayment settled in the window. */
    collectedFrom: isoDate.optional(),
    collectedTo: isoDate.optional(),
    /** Loans with an instalment falling due in the window. */
    dueFrom: isoDate.optional(),
    dueTo: isoDate.optional(),
    sort: z.enum(ADMIN_LOAN_SORTS).default('newest'),
    /** Opaque; the `nextCursor` of the previous page. */
    cursor: issuedIdentifier(200, 'Invalid cursor. Start again from the first page.').optional(),
    limit: z.coerce.number().int().min(1).max(100).default(ADMIN_LOAN_PAGE_SIZE),
  })
  .superRefine((query, ctx) => {
    for (const [start, end, message] of ADMIN_LOAN_DATE_RANGES) {
      const [first, last] = [query[start], query[end]];
      // ISO days order like their text.
      if (first && last && last < first) ctx.addIssue({ code: 'custom', path: [end], message });
    }
  });
export type AdminLoanListQuery = z.infer<typeof adminLoanListQuerySchema>;

export const adminLoanRowSchema = z.object({
  id: z.string(),
  applicantName: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  productName: z.string(),
  amount: z.number(),
  duration: z.number().int(),
  status: z.enum(LOAN_STATUSES),
  applicationDate: z.string(),
});
export type AdminLoanRow = z.infer<typeof adminLoanRowSchema>;

/** Counts per status tab (and `all`), over every loan, whatever the search. */
export const statusCountsSchema = z.record(z.string(), z.number().int());

export const adminLoanListSchema = z.object({
  items: z.array(adminLoanRowSchema),
  nextCursor: z.string().nullable(),
  counts: statusCountsSchema,
});
export type AdminLoanList = z.infer<typeof adminLoanListSchema>;

/** docs/product.md §3: a disbursement history entry, plus who started it and where the money went. */
export const DISBURSEMENT_ENTRY_STATUSES = [
  'otp_pending',
  'cancelled',
  'processing',
  'successful',
  'failed',
  'reversed',
] as const;

export const disbursementEntrySchema = z.object({
  id: z.string(),
  status: z.enum(DISBURSEMENT_ENTRY_STATUSES),
  amount: z.number(),
  reference: z.string(),
  transactionId: z.string(),
  timestamp: z.string(),
  reasonForFailure: z.string().nullable(),
  provider: z.string(),
  providerReference: z.string().nullable(),
  method: z.enum(['mobile_money', 'bank_account']),
  destination: z.string(),
  initiatedBy: z.string(),
  otpExpiresAt: z.string().nullable(),
});
export type DisbursementEntry = z.infer<typeof disbursementEntrySchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  action: z.string(),
  actor: z.string().nullable(),
  timestamp: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/**
 * docs/product.md §13.4: how long the loan is past due, as the daily run (or a later posting) left it, and
 * its bucket's label under today's boundaries ('31–60 days'); 0 days and no bucket while current.
 */
export const loanDelinquencySchema = z.object({
  daysPastDue: z.number().int(),
  bucket: z.number().int().nullable(),
  bucketLabel: z.string().nullable(),
});
export type LoanDelinquency = z.infer<typeof loanDelinquencySchema>;

/** GET /api/loan-applications/admin/:id: the loan with the staff-only sections of docs/product.md §2. */
// The borrower's view is written with Zod's tree-shakable API (loans/loan-view.ts); its shape spreads here.
export const adminLoanViewSchema = z.object({
  ...loanViewSchema.shape,
  user: z.object({
    id: z.string(),
    username: z.string(),
    email: z.string(),
    phoneNumber: z.string().nullable(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    nrcNumber: z.string().nullable(),
  }),
  disbursementHistory: z.array(disbursementEntrySchema),
  auditTrail: z.array(auditEntrySchema),
  /** Null until the money arrived: a loan has no position before. */
  delinquency: loanDelinquencySchema.nullable(),
});
export type AdminLoanView = z.infer<typeof adminLoanViewSchema>;

/** PUT /api/loan-applications/admin/loan/:id/status (docs/product.md §7). */
export const REJECTION_REASON_MAX = 500;
export const REJECTION_REASON_TOO_LONG = `Please keep the reason to ${REJECTION_REASON_MAX} characters.`;
export const REASON_ONLY_WHEN_REJECTING = 'A reason is given only when rejecting a loan.';

/**
 * SPEC's `status` and `remarks`, and an optional `reason` when rejecting: what the borrower is told beside
 * the standard remark (docs/product.md §12.2). Blank means none.
 */
export const statusUpdateRequestSchema = z
  .strictObject({
    status: z.enum(STAFF_DECISIONS, { error: 'Choose in_review, approved or rejected.' }),
    remarks: multiLineText().trim().max(500).optional(),
    reason: multiLineText().trim().max(REJECTION_REASON_MAX, REJECTION_REASON_TOO_LONG).optional(),
  })
  .refine((request) => !request.reason || request.status === 'rejected', {
    path: ['reason'],
    message: REASON_ONLY_WHEN_REJECTING,
  });
export type StatusUpdateRequest = z.infer<typeof statusUpdateRequestSchema>;

/** docs/product.md §8: the status-update messages, naming the status as staff read it ("In review"), not its code. */
export const statusUpdatedMessage = (status: LoanStatus) =>
  `Loan status updated to ${LOAN_STATUS_LABELS[status]}.`;
export const statusUpdateFailedMessage = (status: LoanStatus) =>
  `Failed to update loan status to ${LOAN_STATUS_LABELS[status]}.`;
