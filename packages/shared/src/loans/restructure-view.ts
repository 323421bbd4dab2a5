import * as z from 'zod/mini';
import { RESTRUCTURE_KINDS, RESTRUCTURE_MONTHS } from './restructure';

// Written with Zod's tree-shakable API, like promises.ts: the borrower's loan details read it.

/**
 * The sentence a borrower agrees to when they accept new terms (docs/product.md §23.7), in each language
 * with its own version, like the marketing consent's wordings: the proposal row names the version read.
 * A new wording is a new entry here, never an edit of an old one.
 */
export const RESTRUCTURE_WORDINGS = {
  'restructure-v1':
    'I accept the new repayment plan above in place of my current one. I understand that it takes effect only once Kwacha Loans approves it, and that I then owe the instalments on the dates shown.',
  'restructure-v1-bem':
    'Nasumina inshila ipya iya kulipilamo iili pa muulu mu cifulo ca iyo nalikwete. Nalimfwikisha ukuti ikatendeka fye lintu Kwacha Loans yaisumina, kabili ninkalipila ifyo nakwata pa nshiku shalangililwa.',
  'restructure-v1-ny':
    'Ndikuvomereza ndondomeko yatsopano yobwezera ngongole ili pamwambayi m’malo mwa yomwe ndili nayo. Ndikumvetsa kuti idzayamba pokhapokha Kwacha Loans ikaivomereza, ndipo ndidzabweza magawo pa masiku osonyezedwa.',
} as const;
export type RestructureWordingVersion = keyof typeof RESTRUCTURE_WORDINGS;
export const RESTRUCTURE_WORDING_VERSIONS = Object.keys(RESTRUCTURE_WORDINGS) as [
  RestructureWordingVersion,
  ...RestructureWordingVersion[],
];
/** The version of each language's wording in force. */
export const RESTRUCTURE_WORDING_OF = {
  en: 'restructure-v1',
  bem: 'restructure-v1-bem',
  ny: 'restructure-v1-ny',
} as const satisfies Record<string, RestructureWordingVersion>;

export const RESTRUCTURE_MESSAGES = {
  notEligible: 'Only a loan that is active or overdue can be restructured.',
  live: 'This loan already has a restructure waiting for an answer or an approval.',
  holidayMonths: `A payment holiday is ${RESTRUCTURE_MONTHS.payment_holiday.min} to ${RESTRUCTURE_MONTHS.payment_holiday.max} months.`,
  nothingOwed: 'This loan owes no principal: there is nothing to restructure.',
  notFound: 'Restructure not found.',
  notAwaitingBorrower: 'This restructure is no longer waiting for your answer.',
  notAccepted: 'The borrower has not accepted this restructure yet: it cannot be approved.',
  notLive: 'This restructure has already been decided.',
  ownProposal: 'You proposed this restructure: another member of staff must approve or reject it.',
  changed: 'The loan changed since this was proposed; propose again.',
} as const;

export const restructureRequestSchema = z.object({
  kind: z.enum(RESTRUCTURE_KINDS),
  months: z.int().check(z.minimum(1), z.maximum(RESTRUCTURE_MONTHS.longer_term.max)),
});
export type RestructureRequest = z.infer<typeof restructureRequestSchema>;

export const restructureAnswerSchema = z.object({
  wordingVersion: z.enum(RESTRUCTURE_WORDING_VERSIONS),
});
export type RestructureAnswer = z.infer<typeof restructureAnswerSchema>;

/** One instalment, money in kwacha; `charges` the fees and late fees a restructure carried into it. */
export const restructureLineSchema = z.object({
  number: z.int(),
  dueDate: z.string(),
  instalment: z.number(),
  principal: z.number(),
  interest: z.number(),
  charges: z.number(),
});
export type RestructureLine = z.infer<typeof restructureLineSchema>;

export const RESTRUCTURE_STATUS_VALUES = [
  'proposed',
  'accepted',
  'approved',
  'declined',
  'rejected',
  'cancelled',
  'expired',
] as const;

/** The plan in figures (kwacha): before and after, as the borrower and staff compare them. */
export const restructurePlanViewSchema = z.object({
  principal: z.number(),
  carriedArrears: z.number(),
  owedBefore: z.number(),
  owedAfter: z.number(),
  countBefore: z.int(),
  instalmentBefore: z.number(),
  lastDueDateBefore: z.string(),
  count: z.int(),
  instalment: z.number(),
  firstDueDate: z.string(),
  lastDueDate: z.string(),
});

/** A proposal as the borrower reads it (GET /api/loan-applications/:id/restructure). */
export const borrowerRestructureSchema = z.object({
  id: z.string(),
  kind: z.enum(RESTRUCTURE_KINDS),
  months: z.int(),
  status: z.enum(RESTRUCTURE_STATUS_VALUES),
  plan: restructurePlanViewSchema,
  lines: z.array(restructureLineSchema),
  keyFacts: z.array(z.string()),
  /** The sentence to accept in each language, with its version (send the version back when accepting). */
  wordings: z.array(z.object({ version: z.enum(RESTRUCTURE_WORDING_VERSIONS), text: z.string() })),
});
export type BorrowerRestructure = z.infer<typeof borrowerRestructureSchema>;

export const borrowerRestructureAnswerSchema = z.object({
  restructure: z.nullable(borrowerRestructureSchema),
});

/** A proposal as staff read it: who proposed and decided it, the borrower's answer, the old schedule. */
export const restructureProposalSchema = z.object({
  id: z.string(),
  loanId: z.string(),
  kind: z.enum(RESTRUCTURE_KINDS),
  months: z.int(),
  status: z.enum(RESTRUCTURE_STATUS_VALUES),
  computedOn: z.string(),
  proposedBy: z.object({ id: z.string(), name: z.string() }),
  proposedAt: z.string(),
  plan: restructurePlanViewSchema,
  lines: z.array(restructureLineSchema),
  keyFacts: z.array(z.string()),
  previousSchedule: z.array(restructureLineSchema),
  answer: z.nullable(z.object({ at: z.string(), wordingVersion: z.nullable(z.string()) })),
  decidedBy: z.nullable(z.object({ id: z.string(), name: z.string() })),
  decidedAt: z.nullable(z.string()),
});
export type RestructureProposal = z.infer<typeof restructureProposalSchema>;

/** GET /api/admin/loans/:loanId/restructures: the loan's proposals, newest first (the live one, if any, first). */
export const restructureListSchema = z.object({ restructures: z.array(restructureProposalSchema) });
