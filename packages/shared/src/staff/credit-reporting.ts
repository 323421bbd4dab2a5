import { z } from 'zod';

/**
 * The monthly file for the credit bureau (docs/product.md §25.3, docs/decisions/053): the requests the
 * screen and the routes share, and what they answer.
 */

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
export const CREDIT_MONTH_MESSAGE = 'Give the month as YYYY-MM.';
const monthField = z.string({ error: CREDIT_MONTH_MESSAGE }).regex(MONTH, { error: CREDIT_MONTH_MESSAGE });

/** POST /api/admin/credit-bureau/submissions. */
export const buildSubmissionSchema = z.strictObject({ month: monthField });
export type BuildSubmissionInput = z.infer<typeof buildSubmissionSchema>;

export const submissionParamsSchema = z.strictObject({ id: z.uuid({ error: 'Submission not found.' }) });

/**
 * How a loan stands in a month's file (docs/product.md §25.3): the first that applies, in this order —
 * disputed (a dispute open at the month's end), written off, closed (nothing owed at the month's end),
 * in arrears (past due at the month's end), restructured (new terms approved), current.
 */
export const REPORT_STATUSES = [
  'current',
  'in_arrears',
  'closed',
  'written_off',
  'restructured',
  'disputed',
] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const REPORT_STATUS_LABELS: Readonly<Record<ReportStatus, string>> = {
  current: 'Current',
  in_arrears: 'In arrears',
  closed: 'Closed',
  written_off: 'Written off',
  restructured: 'Restructured',
  disputed: 'Disputed',
};

/** Why a record was left out of a file; notice_period holds it for a later file and is not an error. */
export const REJECT_REASONS = [
  'name_missing',
  'nrc_invalid',
  'date_of_birth_invalid',
  'date_invalid',
  'amount_invalid',
  'balance_mismatch',
  'notice_period',
] as const;
export type RejectReason = (typeof REJECT_REASONS)[number];

export const submissionSchema = z.object({
  id: z.string(),
  month: z.string(),
  status: z.enum(['built', 'sent']),
  layout: z.string(),
  layoutVersion: z.string(),
  fileName: z.string(),
  builtAt: z.string(),
  builtBy: z.string().nullable(),
  sentAt: z.string().nullable(),
  sentBy: z.string().nullable(),
  consumerRecords: z.number().int(),
  accountRecords: z.number().int(),
  correctionRecords: z.number().int(),
  rejectedRecords: z.number().int(),
  heldRecords: z.number().int(),
  noConsentLoans: z.number().int(),
  fileBytes: z.number().int(),
  storedBytes: z.number().int(),
  sha256: z.string(),
});
export type Submission = z.infer<typeof submissionSchema>;

export const submissionListSchema = z.object({
  submissions: z.array(submissionSchema),
  /** The latest month that has ended by the business date: what "Build" offers first. */
  lastEndedMonth: z.string(),
});
export type SubmissionList = z.infer<typeof submissionListSchema>;

export const submissionRejectSchema = z.object({
  loanId: z.string(),
  reasonCode: z.enum(REJECT_REASONS),
  message: z.string(),
});
export type SubmissionReject = z.infer<typeof submissionRejectSchema>;

/** The answer to a build: the submission, and the first rejects (all of them: GET …/rejects). */
export const builtSubmissionSchema = z.object({
  submission: submissionSchema,
  rejects: z.array(submissionRejectSchema),
});
export type BuiltSubmission = z.infer<typeof builtSubmissionSchema>;

export const submissionRejectsSchema = z.object({ rejects: z.array(submissionRejectSchema) });

export const CREDIT_REPORTING_MESSAGES = {
  built: (month: string) => `The file for ${month} is built.`,
  sent: (month: string) => `The file for ${month} is marked sent.`,
  notFound: 'Submission not found.',
  notEnded: (month: string) =>
    `${month} has not ended yet: its file can be built from the next month's first day.`,
  alreadySent: (month: string) =>
    `The file for ${month} was sent to the bureau and cannot be rebuilt: changes go out as corrections in the next file.`,
  busy: (month: string) => `The file for ${month} is being built already. Try again when that has finished.`,
} as const;

/** How many rejects a build answers with; the screen pages through the rest from the rejects route. */
export const REJECTS_IN_ANSWER = 100;
