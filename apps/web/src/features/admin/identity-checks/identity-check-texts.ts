import type { KycQueueStatus } from '@kwacha/shared/kyc/kyc';
import type { KycDeletionReason, KycDocumentKind, KycStatus } from '@kwacha/shared/kyc/kyc-view';

/** Staff's words for the photos (the shared labels speak to the borrower: "Front of your NRC"). */
export const STAFF_DOCUMENT_LABELS: Record<KycDocumentKind, string> = {
  nrc_front: 'NRC front',
  nrc_back: 'NRC back',
  selfie: 'Selfie holding the NRC',
};

/** Staff's words for the statuses, in the filter and on the badges. */
export const STAFF_STATUS_LABELS: Record<KycStatus, string> = {
  not_started: 'Not started',
  submitted: 'Waiting for a decision',
  needs_another_photo: 'Another photo asked for',
  approved: 'Approved',
};

export const QUEUE_FILTER_LABELS: Record<KycQueueStatus, string> = STAFF_STATUS_LABELS;

/** Why a photo is to be removed from storage, in staff's words. */
export const STAFF_DELETION_REASON_LABELS: Record<KycDeletionReason, string> = {
  replaced: 'Replaced by a new photo',
  upload_failed: 'Upload that did not finish',
  erasure: 'Account erased',
  retention: 'Retention period ended',
};
