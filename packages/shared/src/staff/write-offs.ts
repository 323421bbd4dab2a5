import { z } from 'zod';

/** The words of every write-off refusal and answer (docs/product.md §23.6), shared by the API and the screen. */
export const WRITE_OFF_MESSAGES = {
  notOverdue: 'Only an overdue loan can be written off.',
  tooEarly: (writeOffDays: number, daysPastDue: number) =>
    `A loan can be proposed for write-off from ${writeOffDays} days past due; this one is ${daysPastDue} days past due.`,
  pending: 'A write-off is already proposed for this loan.',
  selfApproval: 'You proposed this write-off: another superuser must approve or reject it.',
  decided: 'This write-off has already been decided.',
  notFound: 'Write-off not found.',
  proposed: 'The write-off is proposed. A superuser who did not propose it must approve it.',
  approved: 'The loan is written off. The borrower still owes the balance.',
  rejected: 'The write-off is rejected.',
  // Waiving a written-off loan's debt (docs/decisions/045).
  notWrittenOff: "Only a written-off loan's balance can be waived.",
  waiverProposed: 'The waiver is proposed. A superuser who did not propose it must approve it.',
  waiverApproved: 'The balance is waived. The borrower owes nothing more on this loan.',
  waiverRejected: 'The waiver is rejected.',
} as const;

export const WRITE_OFF_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type WriteOffStatus = (typeof WRITE_OFF_STATUSES)[number];
/** A proposal to write a loan off, or to waive what a written-off loan still owes (docs/decisions/045). */
export const WRITE_OFF_KINDS = ['write_off', 'waiver'] as const;
export type WriteOffKind = (typeof WRITE_OFF_KINDS)[number];

const staffText = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(500, { error: 'Please keep it to 500 characters.' });

/** POST /api/admin/loans/:loanId/write-off: why the loan should be written off (staff only, ≤500). */
export const writeOffProposalSchema = z.strictObject({
  reason: staffText('Please say why the loan should be written off.'),
});
export type WriteOffProposal = z.infer<typeof writeOffProposalSchema>;

/** POST /api/admin/loans/:loanId/waiver: why the borrower's remaining debt should be forgiven (≤500). */
export const waiverProposalSchema = z.strictObject({
  reason: staffText('Please say why the balance should be waived.'),
});

/** POST /api/admin/write-offs/:id/reject: an optional note on why. */
export const writeOffRejectionSchema = z.strictObject({
  reason: z.string().trim().max(500, { error: 'Please keep it to 500 characters.' }).optional(),
});
export type WriteOffRejection = z.infer<typeof writeOffRejectionSchema>;

const person = z.object({ id: z.string(), name: z.string() });

/** One write-off or waiver proposal and its decision; amounts in kwacha. */
export const writeOffEntrySchema = z.object({
  id: z.string(),
  loanId: z.string(),
  kind: z.enum(WRITE_OFF_KINDS),
  status: z.enum(WRITE_OFF_STATUSES),
  reason: z.string(),
  daysPastDue: z.number().int(),
  proposedBy: person,
  proposedAt: z.string(),
  decidedBy: person.nullable(),
  decidedAt: z.string().nullable(),
  decisionNote: z.string().nullable(),
  /**
   * What was taken off the books (a write-off) or forgiven (a waiver) on approval: the receivables' total
   * that day; null until approved.
   */
  amount: z.number().nullable(),
});
export type WriteOffEntry = z.infer<typeof writeOffEntrySchema>;

/** GET /api/admin/loans/:loanId/write-off: where the loan stands for a write-off. */
export const loanWriteOffSchema = z.object({
  daysPastDue: z.number().int(),
  writeOffDays: z.number().int(),
  /** Whether a proposal would be accepted now (overdue, past the threshold, none pending or approved). */
  canPropose: z.boolean(),
  /** Whether a waiver would be accepted now (written off, something still owed, none pending). */
  canProposeWaiver: z.boolean(),
  /** The latest proposal first. */
  proposals: z.array(writeOffEntrySchema),
  /** Still carried at zero in the lender's books (kwacha): what was written off less what came back. */
  writtenOff: z.number(),
  /** Recovered since the write-off (kwacha). */
  recovered: z.number(),
  /** Forgiven by an approved waiver (kwacha; 0 when none). */
  waived: z.number(),
});
export type LoanWriteOff = z.infer<typeof loanWriteOffSchema>;
