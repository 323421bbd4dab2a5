import * as z from 'zod/mini';

// The identity check's names, texts and limits, and the borrower's check as the API answers it, written with
// Zod's tree-shakable API: the dashboard, the profile and the verify-identity page show and check them in
// the browser, and Zod's classic API would be one long task of evaluating on a slow phone
// (docs/performance.md §3). `npm run bench:lighthouse` audits /dashboard, which loads this module; the
// schemas the API and the staff's screens use, in Zod's classic API, are in kyc.ts.

export const KYC_DOCUMENT_KINDS = ['nrc_front', 'nrc_back', 'selfie'] as const;
export type KycDocumentKind = (typeof KYC_DOCUMENT_KINDS)[number];

/** What each photo is, as people read it. */
export const KYC_DOCUMENT_KIND_LABELS: Record<KycDocumentKind, string> = {
  nrc_front: 'Front of your NRC',
  nrc_back: 'Back of your NRC',
  selfie: 'A selfie holding your NRC',
};

export const KYC_STATUSES = ['not_started', 'submitted', 'approved', 'needs_another_photo'] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];

export const KYC_STATUS_LABELS: Record<KycStatus, string> = {
  not_started: 'Not started',
  submitted: 'Submitted — we are checking your documents',
  approved: 'Approved',
  needs_another_photo: 'We need another photo',
};

/** A borrower may add or replace photos only in these states (otherwise 409 KYC_LOCKED). */
export const KYC_EDITABLE_STATUSES: readonly KycStatus[] = ['not_started', 'needs_another_photo'];

/** The upload limit (bytes of the file as sent) and the decoded-pixel limit against decompression bombs. */
export const KYC_MAX_UPLOAD_BYTES = 8 * 1024 * 1024;
/** 50 megapixels: more than any phone camera takes (a 200 MP sensor bins to 12.5 MP photos by default). */
export const KYC_MAX_INPUT_PIXELS = 50_000_000;
/** Stored photos fit inside this many pixels on their longer side. */
export const KYC_STORED_MAX_DIMENSION = 1600;
/** What the browser may offer in its file picker; the server decides by content, never by this. */
export const KYC_ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const KYC_REASON_MIN_LENGTH = 5;
export const KYC_REASON_MAX_LENGTH = 300;

export const KYC_MESSAGES = {
  fileNotImage: 'That file is not a photo. Upload a JPEG, PNG or WebP image.',
  fileTooLarge: 'That photo is larger than 8 MB. Take it again at a lower resolution.',
  imageTooLarge: 'That photo has too many pixels. Take it again at a lower resolution.',
  imageUnreadable: 'We could not read that photo. Take it again.',
  oneFile: 'Upload one photo at a time in the field "file".',
  noFile: 'Choose a photo to upload.',
  incomplete: 'Add all three photos before you submit.',
  /** Staff asked for another photo of one kind and the borrower submits without having replaced it. */
  photoNotReplaced: (kind: KycDocumentKind) => `Upload a new photo first: ${KYC_DOCUMENT_KIND_LABELS[kind]}.`,
  locked: 'Your documents have been sent for checking. You cannot change them now.',
  notSubmitted: 'These documents are not waiting for a decision.',
  notApproved:
    "This borrower's identity documents are not approved yet. Approve them in Identity checks before disbursing.",
  /** Staff approving an application of a borrower whose documents are not approved (docs/product.md §20.5). */
  notApprovedForDecision:
    "This borrower's identity documents are not approved yet. Approve them in Identity checks before approving the loan.",
  documentNotFound: 'Photo not found.',
  /** The photo store did not answer in time, or refused (docs/product.md §20.6): a 503, nothing lost. */
  storageUnavailable: 'Photos cannot be saved or shown right now. Please try again in a few minutes.',
  borrowerNotFound: 'Borrower not found.',
  uploaded: 'Your photo was saved.',
  submitted: 'Thank you. We will check your documents within one working day.',
  approved: 'The identity documents were approved. The borrower has been told.',
  anotherPhotoRequested: 'The borrower has been asked for another photo.',
  reasonLength: `Please give a reason of ${KYC_REASON_MIN_LENGTH} to ${KYC_REASON_MAX_LENGTH} characters.`,
  checksOffWarning: 'Identity checks before disbursement are switched off.',
  chooseQueueStatus: 'Choose submitted, needs_another_photo or approved.',
  pageSize: 'Ask for 1 to 100 rows at a time.',
  invalidCursor: 'Invalid cursor. Start again from the first page.',
  verifyLink: 'Verify your identity',
} as const;

/** The error codes of the KYC routes (docs/product.md §8 and §20). */
export const KYC_ERROR_CODES = {
  fileNotImage: 'KYC_FILE_NOT_IMAGE',
  fileTooLarge: 'KYC_FILE_TOO_LARGE',
  imageTooLarge: 'KYC_IMAGE_TOO_LARGE',
  imageUnreadable: 'KYC_IMAGE_UNREADABLE',
  incomplete: 'KYC_INCOMPLETE',
  photoNotReplaced: 'KYC_PHOTO_NOT_REPLACED',
  locked: 'KYC_LOCKED',
  notSubmitted: 'KYC_NOT_SUBMITTED',
  notApproved: 'KYC_NOT_APPROVED',
  documentNotFound: 'KYC_DOCUMENT_NOT_FOUND',
  storageUnavailable: 'KYC_STORAGE_UNAVAILABLE',
  fileInfected: 'KYC_FILE_INFECTED',
  scanUnavailable: 'KYC_SCAN_UNAVAILABLE',
  borrowerNotFound: 'KYC_BORROWER_NOT_FOUND',
} as const;

/**
 * Why a photo in an S3-compatible store is owed a removal (docs/product.md §20.6): a photo the borrower
 * replaced, an upload whose record was never saved, an erased account, or the end of the retention period.
 */
export const KYC_DELETION_REASONS = ['replaced', 'upload_failed', 'erasure', 'retention'] as const;
export type KycDeletionReason = (typeof KYC_DELETION_REASONS)[number];

/** One stored photo, as both sides see it (never its bytes: those come from the image route). */
export const kycDocumentViewSchema = z.object({
  kind: z.enum(KYC_DOCUMENT_KINDS),
  uploadedAt: z.string(),
  width: z.int(),
  height: z.int(),
  bytes: z.int(),
});
export type KycDocumentView = z.infer<typeof kycDocumentViewSchema>;

/** GET /api/kyc, and the answer of PUT /api/kyc/documents/:kind and POST /api/kyc/submit. */
export const kycViewSchema = z.object({
  status: z.enum(KYC_STATUSES),
  /** Staff's reason when the status is needs_another_photo; otherwise null. */
  reason: z.nullable(z.string()),
  reasonKind: z.nullable(z.enum(KYC_DOCUMENT_KINDS)),
  submittedAt: z.nullable(z.string()),
  decidedAt: z.nullable(z.string()),
  documents: z.array(kycDocumentViewSchema),
});
export type KycView = z.infer<typeof kycViewSchema>;
