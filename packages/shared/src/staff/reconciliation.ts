import { z } from 'zod';
import { issuedIdentifier, multiLineText } from '../validation/typed-text';

/**
 * Provider reconciliation (issue 43 point 6, docs/product.md §24.7, docs/decisions/048): a provider's
 * settlement statement is uploaded, each line matched to our payments and payouts by reference and amount,
 * and what does not match is resolved by staff. Money is kwacha with at most two decimals; days are Lusaka
 * days.
 */

/** The providers a statement can come from (apps/api/src/providers/ports.ts `ProviderName`). */
export const RECONCILIATION_PROVIDERS = ['simulator', 'mtn', 'airtel', 'lenco'] as const;
export type ReconciliationProvider = (typeof RECONCILIATION_PROVIDERS)[number];

export const PROVIDER_LABELS: Readonly<Record<ReconciliationProvider, string>> = {
  simulator: 'Payment simulator',
  mtn: 'MTN MoMo',
  airtel: 'Airtel Money',
  lenco: 'Lenco',
};

/** `in`: a collection (money from a borrower); `out`: a payout (money to a borrower). */
export const STATEMENT_DIRECTIONS = ['in', 'out'] as const;
export type StatementDirection = (typeof STATEMENT_DIRECTIONS)[number];

/**
 * What matching found for a line of theirs or a transaction of ours:
 * - `matched`: our successful payment or payout, the same amount;
 * - `amount_differs`: our successful one, another amount;
 * - `only_theirs`: their successful line whose transaction we hold as not successful, or do not have;
 * - `only_ours`: our successful one, inside the statement's days, that no line of theirs shows;
 * - `not_settled`: a line the provider itself reports as not successful (kept, never matched or totalled).
 */
export const RECONCILIATION_RESULTS = [
  'matched',
  'amount_differs',
  'only_theirs',
  'only_ours',
  'not_settled',
] as const;
export type ReconciliationResult = (typeof RECONCILIATION_RESULTS)[number];

/** What staff did about a line that did not match (the database's `reconciliation_resolution`). */
export const RECONCILIATION_RESOLUTIONS = ['sent_to_flagged_payments', 'investigated'] as const;
export type ReconciliationResolution = (typeof RECONCILIATION_RESOLUTIONS)[number];

/** The largest statement file taken: a month of a busy lender's lines is well under 1 MB. */
export const STATEMENT_MAX_BYTES = 5 * 1024 * 1024;
export const STATEMENT_PAGE_SIZE = 20;
export const RESOLUTION_NOTE_MIN = 3;
export const RESOLUTION_NOTE_MAX = 500;

export const RECONCILIATION_MESSAGES = {
  uploaded: 'The statement was reconciled.',
  uploadedBefore: (day: string) =>
    `This statement was uploaded before (${day}). Nothing changed; here is what it showed.`,
  chooseProvider: 'Choose the provider: simulator, mtn, airtel or lenco.',
  fileMissing: 'Choose the statement file (CSV) to upload.',
  oneFile: 'Upload one statement file at a time, in the field "file".',
  badUpload: 'The upload could not be read. Please try again.',
  tooLarge: 'The statement is larger than 5 MB. Split it into shorter periods and upload each.',
  empty: 'The statement has no lines.',
  notText: 'The statement is not a CSV text file (UTF-8).',
  statementNotFound: 'Statement not found.',
  lineNotFound: 'Statement line not found.',
  chooseAction: 'Choose send_to_flagged_payments or investigated.',
  noteRequired: 'Please write a note saying what you checked and found.',
  noteLength: `The note must be between ${RESOLUTION_NOTE_MIN} and ${RESOLUTION_NOTE_MAX} characters.`,
  matchedNeedsNothing: 'This line matched our records: there is nothing to resolve.',
  notFlaggable:
    'Only a line of theirs whose repayment we hold as failed or expired can be sent to flagged payments. Note it as investigated instead.',
  paymentStillPending:
    "The repayment on this line is still waiting for the provider's answer: its status check settles it first.",
  alreadyResolved: 'This line has already been resolved another way.',
  sentToFlagged: 'The payment is in the flagged payments queue, where staff apply or refund it.',
  investigated: 'The line is noted as investigated.',
} as const;

const kwacha = z.number();

/** POST /api/admin/reconciliation/statements: the form's text field (the file is the part `file`). */
export const statementUploadFieldsSchema = z.object({
  provider: z.enum(RECONCILIATION_PROVIDERS, { error: RECONCILIATION_MESSAGES.chooseProvider }),
});

/** A day of the statement: their totals against the movements of our clearing accounts that day. */
export const dailyTotalSchema = z.object({
  day: z.string(),
  theirIn: kwacha,
  ourIn: kwacha,
  differenceIn: kwacha,
  theirOut: kwacha,
  ourOut: kwacha,
  differenceOut: kwacha,
  tied: z.boolean(),
});
export type DailyTotal = z.infer<typeof dailyTotalSchema>;

const resolutionSchema = z
  .object({
    resolution: z.enum(RECONCILIATION_RESOLUTIONS),
    resolvedAt: z.string(),
    resolvedBy: z.object({ id: z.string(), name: z.string() }),
    note: z.string().nullable(),
  })
  .nullable();

/** A line of their statement, or (no line number) a transaction of ours that no line shows. */
export const statementLineSchema = z.object({
  id: z.string(),
  /** The line in their file (the header is line 1); null for only-ours. */
  lineNumber: z.number().int().nullable(),
  providerTransactionId: z.string().nullable(),
  /** Our reference (PAY-… or a payout's transaction id) where their line carries it, or ours. */
  reference: z.string().nullable(),
  direction: z.enum(STATEMENT_DIRECTIONS),
  amount: kwacha,
  /** When the money moved (theirs), or when ours settled. */
  at: z.string(),
  day: z.string(),
  result: z.enum(RECONCILIATION_RESULTS),
  /** Our transaction the line is about, when we have one. */
  transaction: z
    .object({
      kind: z.enum(['payment', 'disbursement']),
      id: z.string(),
      reference: z.string(),
      amount: kwacha,
      /** Its status when the statement was matched. */
      status: z.string(),
      loanId: z.string(),
    })
    .nullable(),
  /** What staff may do now (empty once resolved, and for matched lines). */
  allowedActions: z.array(z.enum(['send_to_flagged_payments', 'investigated'])),
  resolution: resolutionSchema,
});
export type StatementLine = z.infer<typeof statementLineSchema>;

export const resultCountsSchema = z.object(
  Object.fromEntries(RECONCILIATION_RESULTS.map((r) => [r, z.number().int()])) as Record<
    ReconciliationResult,
    z.ZodNumber
  >,
);

/** One uploaded statement, as the list shows it. */
export const statementSummarySchema = z.object({
  id: z.string(),
  provider: z.enum(RECONCILIATION_PROVIDERS),
  fileName: z.string(),
  /** Hex SHA-256 of the file: the same file is one statement. */
  sha256: z.string(),
  firstDay: z.string(),
  lastDay: z.string(),
  uploadedAt: z.string(),
  uploadedBy: z.object({ id: z.string(), name: z.string() }),
  /** Lines in the file, and of those the ones an earlier statement already holds (not counted again). */
  lineCount: z.number().int(),
  alreadyReconciled: z.number().int(),
  /** Their settled totals in the file. */
  totalIn: kwacha,
  totalOut: kwacha,
  counts: resultCountsSchema,
  /** Lines and only-ours transactions still waiting for staff. */
  unresolved: z.number().int(),
});
export type StatementSummary = z.infer<typeof statementSummarySchema>;

export const statementListSchema = z.object({
  items: z.array(statementSummarySchema),
  nextCursor: z.string().nullable(),
});
export type StatementList = z.infer<typeof statementListSchema>;

/** GET /api/admin/reconciliation/statements. */
export const statementListQuerySchema = z.strictObject({
  provider: z.enum(RECONCILIATION_PROVIDERS).optional(),
  cursor: issuedIdentifier(200, 'Invalid cursor. Start again from the first page.').optional(),
  limit: z.coerce.number().int().min(1).max(100).default(STATEMENT_PAGE_SIZE),
});
export type StatementListQuery = z.infer<typeof statementListQuerySchema>;

/** GET /api/admin/reconciliation/statements/:id: the summary, every line by result, and the days. */
export const statementDetailSchema = statementSummarySchema.extend({
  lines: z.array(statementLineSchema),
  dailyTotals: z.array(dailyTotalSchema),
});
export type StatementDetail = z.infer<typeof statementDetailSchema>;

export const RECONCILIATION_ACTIONS = ['send_to_flagged_payments', 'investigated'] as const;
export type ReconciliationAction = (typeof RECONCILIATION_ACTIONS)[number];

export const RESOLUTION_OF_ACTION: Record<ReconciliationAction, ReconciliationResolution> = {
  send_to_flagged_payments: 'sent_to_flagged_payments',
  investigated: 'investigated',
};

/** POST /api/admin/reconciliation/lines/:id/resolution: investigated needs a note; sending may say why. */
export const resolveStatementLineSchema = z
  .strictObject({
    action: z.enum(RECONCILIATION_ACTIONS, { error: RECONCILIATION_MESSAGES.chooseAction }),
    note: multiLineText(RECONCILIATION_MESSAGES.noteRequired).trim().optional(),
  })
  .superRefine(({ action, note }, ctx) => {
    if (!note) {
      if (action === 'investigated') {
        ctx.addIssue({ code: 'custom', path: ['note'], message: RECONCILIATION_MESSAGES.noteRequired });
      }
      return;
    }
    if (note.length < RESOLUTION_NOTE_MIN || note.length > RESOLUTION_NOTE_MAX) {
      ctx.addIssue({ code: 'custom', path: ['note'], message: RECONCILIATION_MESSAGES.noteLength });
    }
  });
export type ResolveStatementLineRequest = z.infer<typeof resolveStatementLineSchema>;

export const RESOLVED_LINE_MESSAGE: Record<ReconciliationAction, string> = {
  send_to_flagged_payments: RECONCILIATION_MESSAGES.sentToFlagged,
  investigated: RECONCILIATION_MESSAGES.investigated,
};
