import { z } from 'zod';
import { resourceIdSchema } from '../api/resource-id';
import { issuedIdentifier, multiLineText } from '../validation/typed-text';
import {
  KYC_DELETION_REASONS,
  KYC_DOCUMENT_KINDS,
  KYC_MESSAGES,
  KYC_REASON_MAX_LENGTH,
  KYC_REASON_MIN_LENGTH,
  KYC_STATUSES,
  kycDocumentViewSchema,
} from './kyc-view';

/**
 * Identity checks (KYC, docs/product.md §20): a borrower uploads the front and back of their national
 * registration card and a selfie holding it; staff approve them or ask for another photo. Money is not
 * disbursed to a borrower whose documents are not approved while the setting says so.
 *
 * The schemas the API and the staff's screens use, in Zod's classic API. The names, texts and limits and the
 * borrower's view are in kyc-view.ts, in Zod's tree-shakable API, because the borrower's pages load them and
 * `npm run bench:lighthouse` audits /dashboard (docs/performance.md §3).
 */

export const kycDocumentKindSchema = z.enum(KYC_DOCUMENT_KINDS, {
  error: 'Choose which photo this is: the front of the NRC, its back or the selfie.',
});
export const kycStatusSchema = z.enum(KYC_STATUSES);

/** `/api/kyc/documents/:kind` */
export const kycKindParamsSchema = z.object({ kind: kycDocumentKindSchema });

export const KYC_QUEUE_PAGE_SIZE = 50;

/** GET /api/admin/kyc?status=…&cursor=…&limit=… (default submitted): keyset pages, oldest submission first. */
export const KYC_QUEUE_STATUSES = ['submitted', 'needs_another_photo', 'approved'] as const;
export type KycQueueStatus = (typeof KYC_QUEUE_STATUSES)[number];
export const kycQueueQuerySchema = z.strictObject({
  status: z.enum(KYC_QUEUE_STATUSES, { error: KYC_MESSAGES.chooseQueueStatus }).default('submitted'),
  /** Opaque; the `nextCursor` of the previous page of the same status. */
  cursor: issuedIdentifier(200, KYC_MESSAGES.invalidCursor).optional(),
  limit: z.coerce
    .number({ error: KYC_MESSAGES.pageSize })
    .int(KYC_MESSAGES.pageSize)
    .min(1, KYC_MESSAGES.pageSize)
    .max(100, KYC_MESSAGES.pageSize)
    .default(KYC_QUEUE_PAGE_SIZE),
});
export type KycQueueQuery = z.infer<typeof kycQueueQuerySchema>;

export const kycQueueRowSchema = z.object({
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  status: kycStatusSchema,
  submittedAt: z.string().nullable(),
});
export type KycQueueRow = z.infer<typeof kycQueueRowSchema>;
export const kycQueuePageSchema = z.object({
  items: z.array(kycQueueRowSchema),
  /** The cursor of the next page, or null on the last one. */
  nextCursor: z.string().nullable(),
});
export type KycQueuePage = z.infer<typeof kycQueuePageSchema>;

/** GET /api/admin/kyc/:userId — the documents beside the registration details. */
export const kycReviewSchema = z.object({
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  dateOfBirth: z.string().nullable(),
  nrcNumber: z.string().nullable(),
  status: kycStatusSchema,
  reason: z.string().nullable(),
  reasonKind: kycDocumentKindSchema.nullable(),
  submittedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  /** The name of the member of staff who decided last, or null. */
  decidedBy: z.string().nullable(),
  documents: z.array(kycDocumentViewSchema),
});
export type KycReview = z.infer<typeof kycReviewSchema>;

/** `/api/admin/kyc/:userId` and `/api/admin/kyc/:userId/documents/:kind` */
export const kycUserParamsSchema = z.object({ userId: resourceIdSchema });
export const kycUserDocumentParamsSchema = z.object({
  userId: resourceIdSchema,
  kind: kycDocumentKindSchema,
});

/** POST /api/admin/kyc/:userId/request-another-photo */
export const requestAnotherPhotoSchema = z.strictObject({
  kind: kycDocumentKindSchema,
  reason: multiLineText(KYC_MESSAGES.reasonLength)
    .trim()
    .min(KYC_REASON_MIN_LENGTH, KYC_MESSAGES.reasonLength)
    .max(KYC_REASON_MAX_LENGTH, KYC_MESSAGES.reasonLength),
});
export type RequestAnotherPhotoRequest = z.input<typeof requestAnotherPhotoSchema>;
export type RequestAnotherPhoto = z.output<typeof requestAnotherPhotoSchema>;

/** The superuser setting (settings section "identityChecks"); on by default. */
export const KYC_SETTING_LABEL = 'Require approved identity documents before disbursement';
export const KYC_REQUIRED_BEFORE_DISBURSEMENT_DEFAULT = true;

/**
 * GET /api/admin/kyc-settings (admin and superuser): whether disbursement waits for approved identity
 * documents, so that every member of staff — not only superusers, who alone read /api/admin/settings —
 * sees the warning `KYC_MESSAGES.checksOffWarning` while it is off.
 */
export const kycSettingViewSchema = z.object({ requiredBeforeDisbursement: z.boolean() });
export type KycSettingView = z.infer<typeof kycSettingViewSchema>;

/** Rows of GET /api/admin/kyc-pending-deletions: at most this many, oldest first; `count` is all of them. */
export const KYC_PENDING_DELETIONS_SHOWN = 100;

/** A photo owed a removal from the S3-compatible store, still there after a failed try (§20.6). */
export const kycPendingDeletionSchema = z.object({
  storageKey: z.string(),
  reason: z.enum(KYC_DELETION_REASONS),
  attempts: z.number().int(),
  /** What the store answered the last time, in words for an operator; null before the first try. */
  lastError: z.string().nullable(),
  nextAttemptAt: z.string(),
  createdAt: z.string(),
});
export type KycPendingDeletion = z.infer<typeof kycPendingDeletionSchema>;
export const kycPendingDeletionsSchema = z.object({
  count: z.number().int(),
  items: z.array(kycPendingDeletionSchema),
});
export type KycPendingDeletions = z.infer<typeof kycPendingDeletionsSchema>;
