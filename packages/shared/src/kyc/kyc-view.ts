import * as z from 'zod/mini';
import { KYC_DOCUMENT_KINDS, KYC_STATUSES } from './kyc-rules';

// The borrower's identity check as the API answers it, written with Zod's tree-shakable API: the dashboard,
// the profile and the verify-identity page check it in the browser (docs/performance.md).

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
