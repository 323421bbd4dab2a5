import { z } from 'zod';
import { emailSchema } from '../auth/auth-requests';
import { isAdultInLusaka, isIsoCalendarDate } from '../identity/age';
import { isNrcNumber, NRC_FORMAT_MESSAGE } from '../identity/nrc';
import { multiLineText } from '../validation/typed-text';

/**
 * A borrower's rights under the Data Protection Act 2021 (docs/product.md §18,
 * docs/decisions/020-data-rights.md): a copy of their data, erasure where the law allows, and
 * corrections. Every request is logged with its outcome.
 */

export const DATA_RIGHTS_KINDS = ['export', 'erasure', 'correction'] as const;
export type DataRightsKind = (typeof DATA_RIGHTS_KINDS)[number];
export const DATA_RIGHTS_KIND_LABELS: Record<DataRightsKind, string> = {
  export: 'Copy of data',
  erasure: 'Erasure',
  correction: 'Correction',
};

/** `partially_completed`: an erasure that anonymised the account but had to keep loan records by law. */
export const DATA_RIGHTS_STATUSES = ['pending', 'completed', 'partially_completed', 'refused'] as const;
export type DataRightsStatus = (typeof DATA_RIGHTS_STATUSES)[number];
export const DATA_RIGHTS_STATUS_LABELS: Record<DataRightsStatus, string> = {
  pending: 'Pending',
  completed: 'Completed',
  partially_completed: 'Partly completed',
  refused: 'Refused',
};

export { LOAN_RECORD_RETENTION_YEARS } from './retention';

/** What staff lists show instead of a name once an account has been erased. */
export const ERASED_USER_LABEL = 'Erased user';

/** The fields a borrower may not change themselves: staff check them against the NRC card. */
export const CORRECTABLE_FIELDS = ['nrcNumber', 'dateOfBirth'] as const;
export type CorrectableField = (typeof CORRECTABLE_FIELDS)[number];
export const CORRECTABLE_FIELD_LABELS: Record<CorrectableField, string> = {
  nrcNumber: 'NRC number',
  dateOfBirth: 'Date of birth',
};

export const REASON_MIN_LENGTH = 5;
export const REASON_MAX_LENGTH = 500;

export const DATA_RIGHTS_MESSAGES = {
  passwordRequired: 'Please enter your password.',
  wrongPassword: 'The password is not correct.',
  chooseField: 'Choose the NRC number or the date of birth.',
  dateOfBirth: 'Enter the date of birth as YYYY-MM-DD.',
  reasonLength: `Please give a reason of ${REASON_MIN_LENGTH} to ${REASON_MAX_LENGTH} characters.`,
  sameValue: 'This is already the value we hold.',
  sameEmail: 'This is already your e-mail address.',
  emailTaken: 'This e-mail address is already used by another account.',
  emailChanged:
    'Your e-mail address was changed. We sent a verification link to the new address; please open it to verify it.',
  correctionFiled:
    'Your correction request was received. Staff will check it against your NRC and tell you the outcome.',
  correctionPending: 'You already have a correction request waiting for staff.',
  notFound: 'Request not found.',
  alreadyDecided: 'This request has already been completed or refused.',
  notCorrection: 'Only correction requests are completed by staff.',
  completed: 'The correction was applied and the borrower was told.',
  refused: 'The request was refused and the borrower was told.',
  valueTaken: 'Another account already holds this NRC number; the correction cannot be applied.',
} as const;

const passwordField = z
  .string({ error: DATA_RIGHTS_MESSAGES.passwordRequired })
  .min(1, DATA_RIGHTS_MESSAGES.passwordRequired)
  .max(128, DATA_RIGHTS_MESSAGES.wrongPassword);

const reasonField = multiLineText(DATA_RIGHTS_MESSAGES.reasonLength)
  .trim()
  .min(REASON_MIN_LENGTH, DATA_RIGHTS_MESSAGES.reasonLength)
  .max(REASON_MAX_LENGTH, DATA_RIGHTS_MESSAGES.reasonLength);

/** POST /api/me/erasure-request: the password again, so a borrowed phone cannot erase an account. */
export const erasureRequestSchema = z.strictObject({ password: passwordField });
export type ErasureRequest = z.infer<typeof erasureRequestSchema>;

/** PUT /api/me/email. */
export const emailChangeSchema = z.strictObject({ email: emailSchema, password: passwordField });
export type EmailChangeRequest = z.infer<typeof emailChangeSchema>;

/** POST /api/me/correction-requests: the new value is checked against the field's own format. */
export const correctionRequestSchema = z
  .strictObject({
    field: z.enum(CORRECTABLE_FIELDS, { error: DATA_RIGHTS_MESSAGES.chooseField }),
    newValue: z.string({ error: 'Please enter the correct value.' }).trim().max(30),
    reason: reasonField,
  })
  .superRefine(({ field, newValue }, ctx) => {
    if (field === 'nrcNumber' && !isNrcNumber(newValue)) {
      ctx.addIssue({ code: 'custom', path: ['newValue'], message: NRC_FORMAT_MESSAGE });
    }
    if (field === 'dateOfBirth' && !(isIsoCalendarDate(newValue) && isAdultInLusaka(newValue))) {
      ctx.addIssue({ code: 'custom', path: ['newValue'], message: DATA_RIGHTS_MESSAGES.dateOfBirth });
    }
  });
export type CorrectionRequest = z.infer<typeof correctionRequestSchema>;

/** POST /api/admin/data-rights-requests/:id/refuse. */
export const refuseRequestSchema = z.strictObject({ reason: reasonField });
export type RefuseRequest = z.infer<typeof refuseRequestSchema>;

/** POST /api/admin/data-rights-requests/:id/complete: an optional note for the borrower. */
export const completeRequestSchema = z.strictObject({ note: reasonField.optional() }).nullish();

/** GET /api/admin/data-rights-requests. */
export const dataRightsListQuerySchema = z.strictObject({
  status: z.enum(DATA_RIGHTS_STATUSES).optional(),
  kind: z.enum(DATA_RIGHTS_KINDS).optional(),
});
export type DataRightsListQuery = z.infer<typeof dataRightsListQuerySchema>;

/** One request as its owner sees it. */
export const dataRightsRequestSchema = z.object({
  id: z.string(),
  kind: z.enum(DATA_RIGHTS_KINDS),
  status: z.enum(DATA_RIGHTS_STATUSES),
  /** For a correction: which field and the value asked for; never anything secret. */
  details: z.record(z.string(), z.unknown()).nullable(),
  outcome: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type DataRightsRequest = z.infer<typeof dataRightsRequestSchema>;

/** One request in the staff queue: who asked (or "Erased user"). */
export const staffDataRightsRequestSchema = dataRightsRequestSchema.extend({
  userId: z.string(),
  borrowerName: z.string(),
  borrowerEmail: z.string().nullable(),
  completedByName: z.string().nullable(),
});
export type StaffDataRightsRequest = z.infer<typeof staffDataRightsRequestSchema>;

/** The answer to an erasure request: what happened, what we keep, and until when (a Lusaka date). */
export const erasureResultSchema = z.object({
  status: z.enum(DATA_RIGHTS_STATUSES),
  explanation: z.string(),
  keptUntil: z.string().nullable(),
});
export type ErasureResult = z.infer<typeof erasureResultSchema>;
