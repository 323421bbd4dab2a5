import { z } from 'zod';
import { resourceIdSchema } from '../api/resource-id';
import { multiLineText } from '../validation/typed-text';

/**
 * Complaints and disputes (docs/product.md §17): a borrower raises one about a loan or a payment, staff
 * acknowledge it within 1 working day and resolve it within 10 (working-days.ts).
 */

export const COMPLAINT_CATEGORIES = [
  { value: 'payment_not_applied', label: 'A payment was not applied' },
  { value: 'wrong_amount_or_charges', label: 'Wrong amount or charges' },
  { value: 'disbursement', label: 'Loan money not received (disbursement)' },
  { value: 'collection_conduct', label: 'How we collected or contacted me' },
  { value: 'personal_data', label: 'My personal data' },
  // Opened only through a credit bureau dispute (docs/product.md §25.5), never from the general form.
  { value: 'credit_report', label: 'My credit bureau record' },
  { value: 'other', label: 'Something else' },
] as const;
export type ComplaintCategory = (typeof COMPLAINT_CATEGORIES)[number]['value'];
export const COMPLAINT_CATEGORY_VALUES = COMPLAINT_CATEGORIES.map((c) => c.value) as [
  ComplaintCategory,
  ...ComplaintCategory[],
];
/** What the general complaint form offers: a credit bureau record is disputed from the profile instead. */
export const FORM_COMPLAINT_CATEGORY_VALUES = COMPLAINT_CATEGORY_VALUES.filter(
  (value) => value !== 'credit_report',
) as [ComplaintCategory, ...ComplaintCategory[]];
export const complaintCategoryLabel = (value: ComplaintCategory): string =>
  COMPLAINT_CATEGORIES.find((c) => c.value === value)?.label ?? value;

/** open → acknowledged → resolved; staff may also resolve an open one straight away. */
export const COMPLAINT_STATUSES = ['open', 'acknowledged', 'resolved'] as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];
export const COMPLAINT_STATUS_LABELS: Record<ComplaintStatus, string> = {
  open: 'Received',
  acknowledged: 'Acknowledged',
  resolved: 'Resolved',
};

export const DESCRIPTION_MIN_LENGTH = 10;
export const DESCRIPTION_MAX_LENGTH = 2000;
export const NOTE_MAX_LENGTH = 2000;
export const RESOLUTION_MIN_LENGTH = 10;
export const RESOLUTION_MAX_LENGTH = 2000;

/** One file: a photo or a scan of a receipt or a letter. */
export const ATTACHMENT_MAX_BYTES = 2 * 1024 * 1024;
export const ATTACHMENT_TYPES = ['image/png', 'image/jpeg', 'application/pdf'] as const;
export type AttachmentType = (typeof ATTACHMENT_TYPES)[number];

export const COMPLAINT_MESSAGES = {
  chooseCategory: 'Please choose what your complaint is about.',
  descriptionRequired: 'Please describe what happened.',
  descriptionLength: `Please describe what happened in ${DESCRIPTION_MIN_LENGTH} to ${DESCRIPTION_MAX_LENGTH} characters.`,
  attachmentType: 'The attachment must be a PNG or JPEG image or a PDF document.',
  attachmentTooLarge: 'The attachment must be at most 2 MB.',
  oneAttachment: 'Please attach at most one file.',
  badUpload: 'The form could not be read. Please try again.',
  received: (reference: string) => `Your complaint was received. Your reference is ${reference}.`,
  notFound: 'Complaint not found.',
  attachmentNotFound: 'This complaint has no attachment.',
  noteRequired: 'Please write a note.',
  noteLength: `A note can be at most ${NOTE_MAX_LENGTH} characters.`,
  resolutionRequired: 'Please write the resolution the borrower will read.',
  resolutionLength: `The resolution must be between ${RESOLUTION_MIN_LENGTH} and ${RESOLUTION_MAX_LENGTH} characters.`,
  chooseAssignee: 'Please choose a member of staff.',
  assigneeNotStaff: 'That person is not an active member of staff.',
  acknowledged: 'The complaint was acknowledged. The borrower has been told.',
  assigned: 'The complaint was assigned.',
  noteAdded: 'The note was added.',
  resolved: 'The complaint was resolved. The borrower has been told.',
  alreadyAcknowledged: 'This complaint has already been acknowledged.',
  alreadyResolved: 'This complaint has already been resolved.',
} as const;

/** An optional id from a form: an empty field means none; anything else must name one of the borrower's. */
const optionalId = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  resourceIdSchema.optional(),
);

/** POST /api/complaints (multipart form fields, or JSON without an attachment). */
export const createComplaintSchema = z.strictObject({
  category: z.enum(FORM_COMPLAINT_CATEGORY_VALUES, { error: COMPLAINT_MESSAGES.chooseCategory }),
  description: multiLineText(COMPLAINT_MESSAGES.descriptionRequired)
    .trim()
    .min(1, { error: COMPLAINT_MESSAGES.descriptionRequired, abort: true })
    .min(DESCRIPTION_MIN_LENGTH, COMPLAINT_MESSAGES.descriptionLength)
    .max(DESCRIPTION_MAX_LENGTH, COMPLAINT_MESSAGES.descriptionLength),
  loanId: optionalId,
  paymentId: optionalId,
});
export type CreateComplaintRequest = z.input<typeof createComplaintSchema>;
export type CreateComplaint = z.output<typeof createComplaintSchema>;

export const attachmentViewSchema = z.object({
  filename: z.string(),
  contentType: z.enum(ATTACHMENT_TYPES),
  size: z.number().int(),
});

/** What both sides see of a complaint. */
const complaintBase = {
  id: z.string(),
  reference: z.string(),
  category: z.enum(COMPLAINT_CATEGORY_VALUES),
  status: z.enum(COMPLAINT_STATUSES),
  description: z.string(),
  createdAt: z.string(),
  acknowledgeBy: z.string(),
  resolveBy: z.string(),
  acknowledgedAt: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  resolution: z.string().nullable(),
  loanId: z.string().nullable(),
  payment: z.object({ id: z.string(), reference: z.string() }).nullable(),
  attachment: attachmentViewSchema.nullable(),
};

/** GET /api/complaints and /api/complaints/:id: the borrower's own, never the staff's notes. */
export const complaintViewSchema = z.object(complaintBase);
export type ComplaintView = z.infer<typeof complaintViewSchema>;

export const complaintCreatedSchema = z.object({ id: z.string(), reference: z.string() });

export const staffPersonSchema = z.object({ id: z.string(), name: z.string() });
export type StaffPerson = z.infer<typeof staffPersonSchema>;

export const complaintNoteSchema = z.object({
  id: z.string(),
  body: z.string(),
  createdAt: z.string(),
  author: staffPersonSchema,
});
export type ComplaintNote = z.infer<typeof complaintNoteSchema>;

/** One row of the staff queue. */
export const staffComplaintSummarySchema = z.object({
  ...complaintBase,
  borrower: z.object({ id: z.string(), name: z.string() }),
  assignee: staffPersonSchema.nullable(),
  /** Past its acknowledge deadline while open, or its resolve deadline while not resolved. */
  overdue: z.boolean(),
});
export type StaffComplaintSummary = z.infer<typeof staffComplaintSummarySchema>;

/** GET /api/admin/complaints/:id: the queue row with contact details, the loan and payment, the notes. */
export const staffComplaintSchema = staffComplaintSummarySchema.extend({
  borrower: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    phoneNumber: z.string().nullable(),
  }),
  loan: z
    .object({ id: z.string(), productName: z.string(), amount: z.number(), status: z.string() })
    .nullable(),
  payment: z
    .object({ id: z.string(), reference: z.string(), amount: z.number(), status: z.string() })
    .nullable(),
  notes: z.array(complaintNoteSchema),
});
export type StaffComplaint = z.infer<typeof staffComplaintSchema>;

export const STAFF_COMPLAINT_FILTERS = ['unresolved', 'open', 'acknowledged', 'resolved', 'all'] as const;
export type StaffComplaintFilter = (typeof STAFF_COMPLAINT_FILTERS)[number];

/** GET /api/admin/complaints?status=&overdue=true */
export const staffComplaintsQuerySchema = z.strictObject({
  status: z.enum(STAFF_COMPLAINT_FILTERS).default('unresolved'),
  overdue: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});
export type StaffComplaintsQuery = z.input<typeof staffComplaintsQuerySchema>;

/** The queue holds at most this many rows, nearest deadline first (docs/product.md §17.5). */
export const STAFF_QUEUE_LIMIT = 200;

export const assignComplaintSchema = z.strictObject({
  // Anything that is not a member of staff's id is refused by the service with assigneeNotStaff.
  assigneeId: z.string({ error: COMPLAINT_MESSAGES.chooseAssignee }).pipe(resourceIdSchema),
});
export type AssignComplaintRequest = z.input<typeof assignComplaintSchema>;

export const complaintNoteRequestSchema = z.strictObject({
  body: multiLineText(COMPLAINT_MESSAGES.noteRequired)
    .trim()
    .min(1, COMPLAINT_MESSAGES.noteRequired)
    .max(NOTE_MAX_LENGTH, COMPLAINT_MESSAGES.noteLength),
});
export type ComplaintNoteRequest = z.input<typeof complaintNoteRequestSchema>;

export const resolveComplaintSchema = z.strictObject({
  resolution: multiLineText(COMPLAINT_MESSAGES.resolutionRequired)
    .trim()
    .min(1, { error: COMPLAINT_MESSAGES.resolutionRequired, abort: true })
    .min(RESOLUTION_MIN_LENGTH, COMPLAINT_MESSAGES.resolutionLength)
    .max(RESOLUTION_MAX_LENGTH, COMPLAINT_MESSAGES.resolutionLength),
});
export type ResolveComplaintRequest = z.input<typeof resolveComplaintSchema>;
