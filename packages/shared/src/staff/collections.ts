import { z } from 'zod';
import { PAYMENT_AMOUNT_PATTERN } from '../payments/payments';
import { calendarDay } from '../validation/calendar-day';
import { issuedIdentifier, multiLineText } from '../validation/typed-text';

/**
 * The collections desk (docs/product.md §23): the queue of loans past due, who works each one, every
 * contact made with its borrower and every promise to pay. Staff routes under /api/admin/collections.
 */

export const COLLECTIONS_PAGE_SIZE = 25;

/** How the queue is ordered: most days past due first (the default), or most overdue kwacha first. */
export const COLLECTION_SORTS = ['days_past_due', 'amount_overdue'] as const;
export type CollectionSort = (typeof COLLECTION_SORTS)[number];

export const PROMISE_STATUSES = ['open', 'kept', 'broken'] as const;
export type PromiseStatus = (typeof PROMISE_STATUSES)[number];

export const CONTACT_CHANNELS = ['call', 'sms', 'email', 'visit'] as const;
export type ContactChannel = (typeof CONTACT_CHANNELS)[number];

export const CONTACT_OUTCOMES = [
  'reached',
  'no_answer',
  'wrong_number',
  'refused',
  'promised',
  'disputed',
] as const;
export type ContactOutcome = (typeof CONTACT_OUTCOMES)[number];

/**
 * The messages a collector may send a borrower by SMS or e-mail: written once, in every language the
 * borrower may read (modules/notifications), never free text (docs/product.md §23.3).
 */
export const CONTACT_TEMPLATES = ['payment_overdue', 'promise_reminder', 'please_call_us'] as const;
export type ContactTemplate = (typeof CONTACT_TEMPLATES)[number];

export const CONTACT_LABELS: Record<ContactChannel | ContactOutcome | ContactTemplate, string> = {
  call: 'Call',
  sms: 'SMS',
  email: 'E-mail',
  visit: 'Visit',
  reached: 'Reached',
  no_answer: 'No answer',
  wrong_number: 'Wrong number',
  refused: 'Refused to pay',
  promised: 'Promised to pay',
  disputed: 'Disputes the debt',
  payment_overdue: 'Your payment is overdue',
  promise_reminder: 'Reminder of your promise to pay',
  please_call_us: 'Please call us',
};

/** Every refusal of the desk, said as staff (and, for promises, the borrower) read it. */
export const COLLECTIONS_MESSAGES = {
  outsideHours: (from: number, to: number) =>
    `Borrowers may be contacted only between ${String(from).padStart(2, '0')}:00 and ${String(to).padStart(2, '0')}:00 Lusaka time.`,
  sunday: 'Borrowers may not be contacted on a Sunday.',
  tooManyToday: (max: number) =>
    `This borrower has been contacted ${max} times today, the most allowed in a day.`,
  templateNeeded:
    'Choose a message to send: texts and e-mails to borrowers are sent only from the templates.',
  templateOnlyForMessages: 'A template is sent only by SMS or e-mail.',
  noPhone: 'This borrower has no mobile number that can receive texts.',
  notOverdue: 'This loan is not past due.',
  promiseOpen: 'This loan already has an open promise to pay.',
  promiseTooLate: (days: number) => `Choose a date within ${days} days.`,
  promisePast: 'Choose a date from today on.',
  promiseAmount: 'Enter an amount from K1.00 up to what the loan still owes.',
  notStaff: 'Choose a member of staff.',
  noPromise: 'This loan has no open promise to remind the borrower of.',
} as const;

const isoDay = calendarDay();
const loanId = z.uuid({ error: 'Unknown loan.' });

/** GET /api/admin/collections: the queue's filters, in the query string. */
export const collectionQueueQuerySchema = z.strictObject({
  /** A delinquency bucket number (1 = the first band, docs/product.md §13.4). */
  bucket: z.coerce.number().int().min(1).max(9).optional(),
  /** A collector's user id, or `none` for loans nobody works yet. */
  collector: z.union([z.uuid(), z.literal('none')], { error: 'Unknown collector.' }).optional(),
  /** Only the loans assigned to whoever asks. */
  mine: z.enum(['true', 'false']).optional(),
  promise: z.enum(PROMISE_STATUSES, { error: 'Choose open, kept or broken.' }).optional(),
  /** Loans nobody has contacted for at least this many days (never contacted counts). */
  noContactDays: z.coerce.number().int().min(1).max(365).optional(),
  sort: z.enum(COLLECTION_SORTS).default('days_past_due'),
  cursor: issuedIdentifier(200, 'Invalid cursor. Start again from the first page.').optional(),
  limit: z.coerce.number().int().min(1).max(100).default(COLLECTIONS_PAGE_SIZE),
});
export type CollectionQueueQuery = z.infer<typeof collectionQueueQuerySchema>;

export const collectionQueueRowSchema = z.object({
  loanId: z.string(),
  borrowerName: z.string(),
  phoneNumber: z.string().nullable(),
  daysPastDue: z.number().int(),
  bucket: z.number().int(),
  bucketLabel: z.string(),
  /** Kwacha, like every amount of the API. */
  amountOverdue: z.number(),
  balance: z.number(),
  collector: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** The outcome is null for an SMS or e-mail sent without one. */
  lastContact: z
    .object({
      at: z.string(),
      channel: z.enum(CONTACT_CHANNELS),
      outcome: z.enum(CONTACT_OUTCOMES).nullable(),
    })
    .nullable(),
  promise: z.object({ status: z.enum(PROMISE_STATUSES), amount: z.number(), date: isoDay }).nullable(),
  nextActionOn: isoDay.nullable(),
});
export type CollectionQueueRow = z.infer<typeof collectionQueueRowSchema>;

export const collectionQueueSchema = z.object({
  items: z.array(collectionQueueRowSchema),
  nextCursor: z.string().nullable(),
});
export type CollectionQueue = z.infer<typeof collectionQueueSchema>;

/** GET /api/admin/collections/collectors: active admins and superusers, by name (assign and filter). */
export const collectionCollectorsSchema = z.array(z.object({ id: z.string(), name: z.string() }));
export type CollectionCollector = z.infer<typeof collectionCollectorsSchema>[number];

/** POST /api/admin/collections/assign: how many loans now have the collector chosen. */
export const collectionAssignResultSchema = z.object({ assigned: z.number().int() });

/** POST /api/admin/collections/assign. */
export const collectionAssignRequestSchema = z.strictObject({
  loanIds: z
    .array(loanId)
    .min(1, 'Choose at least one loan.')
    .max(100, 'Assign at most 100 loans at a time.'),
  /** Null takes the loans off whoever worked them. */
  staffUserId: z.uuid({ error: COLLECTIONS_MESSAGES.notStaff }).nullable(),
});
export type CollectionAssignRequest = z.infer<typeof collectionAssignRequestSchema>;

/**
 * POST /api/admin/collections/:loanId/contacts: a contact made (a call, a visit) or a message to send
 * (SMS or e-mail from a template). The note is for staff only; it is never sent.
 */
export const contactRequestSchema = z
  .strictObject({
    channel: z.enum(CONTACT_CHANNELS, { error: 'Choose call, SMS, e-mail or visit.' }),
    outcome: z.enum(CONTACT_OUTCOMES, { error: 'Choose what came of the contact.' }).optional(),
    template: z.enum(CONTACT_TEMPLATES, { error: 'Choose one of the messages.' }).optional(),
    note: multiLineText().trim().max(1000, 'Please keep the note to 1000 characters.').optional(),
  })
  .superRefine((request, ctx) => {
    const message = request.channel === 'sms' || request.channel === 'email';
    if (message && !request.template) {
      ctx.addIssue({ code: 'custom', path: ['template'], message: COLLECTIONS_MESSAGES.templateNeeded });
    }
    if (!message && request.template) {
      ctx.addIssue({
        code: 'custom',
        path: ['template'],
        message: COLLECTIONS_MESSAGES.templateOnlyForMessages,
      });
    }
    if (!message && !request.outcome) {
      ctx.addIssue({ code: 'custom', path: ['outcome'], message: 'Choose what came of the contact.' });
    }
  });
export type ContactRequest = z.infer<typeof contactRequestSchema>;

export const contactEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  channel: z.enum(CONTACT_CHANNELS),
  outcome: z.enum(CONTACT_OUTCOMES).nullable(),
  template: z.enum(CONTACT_TEMPLATES).nullable(),
  note: z.string().nullable(),
  /** Who made it: a member of staff's name. */
  by: z.string(),
});
export type ContactEntry = z.infer<typeof contactEntrySchema>;

/** POST /api/admin/collections/:loanId/promises, and the borrower's own promise (same body). */
export const promiseRequestSchema = z.strictObject({
  amount: z
    .string({ error: COLLECTIONS_MESSAGES.promiseAmount })
    .regex(PAYMENT_AMOUNT_PATTERN, COLLECTIONS_MESSAGES.promiseAmount),
  date: isoDay,
});
export type PromiseRequest = z.infer<typeof promiseRequestSchema>;

export const promiseEntrySchema = z.object({
  id: z.string(),
  amount: z.number(),
  date: isoDay,
  status: z.enum(PROMISE_STATUSES),
  /** What arrived from the promise on, kwacha: kept once it reaches the amount by the date plus a day. */
  paid: z.number(),
  madeBy: z.enum(['staff', 'borrower']),
  by: z.string(),
  at: z.string(),
});
export type PromiseEntry = z.infer<typeof promiseEntrySchema>;

/** GET /api/admin/collections/:loanId: one loan's case. */
export const collectionCaseSchema = z.object({
  loanId: z.string(),
  collector: z.object({ id: z.string(), name: z.string() }).nullable(),
  contacts: z.array(contactEntrySchema),
  promises: z.array(promiseEntrySchema),
  /** What a collector may do now: why a contact would be refused at this moment, if it would. */
  contactRefusal: z.string().nullable(),
});
export type CollectionCase = z.infer<typeof collectionCaseSchema>;

/** The fair-collection rules (a superuser setting, docs/product.md §14.5). */
export interface CollectionRules {
  /** Lusaka hours, 0–23: contacts from `fromHour`:00 up to `toHour`:00. */
  fromHour: number;
  toHour: number;
  sundays: boolean;
  maxContactsPerDay: number;
  /** How far ahead a promise may fall, days. */
  promiseMaxDays: number;
  /** Days past due from which a loan may be proposed for write-off (docs/product.md §23.6). */
  writeOffDays: number;
}
export const DEFAULT_COLLECTION_RULES: CollectionRules = {
  fromHour: 8,
  toHour: 18,
  sundays: false,
  maxContactsPerDay: 3,
  promiseMaxDays: 30,
  writeOffDays: 180,
};

/**
 * GET /api/admin/collections/promise-stats: the promises each member of staff took, by outcome, and
 * their kept rate: kept ÷ (kept + broken), 0–1, null until one of theirs is decided (docs/product.md §23.4).
 */
export const promiseStatsSchema = z.object({
  collectors: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      kept: z.number().int(),
      broken: z.number().int(),
      open: z.number().int(),
      keptRate: z.number().nullable(),
    }),
  ),
});
export type PromiseStats = z.infer<typeof promiseStatsSchema>;
