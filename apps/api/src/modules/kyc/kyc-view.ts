import type { KycCheck, KycDocument } from '@kwacha/db';
import type { KycDocumentView, KycView } from '@kwacha/shared/kyc/kyc-view';

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

export function toDocumentView(doc: KycDocument): KycDocumentView {
  return {
    kind: doc.kind,
    uploadedAt: doc.uploadedAt.toISOString(),
    width: doc.width,
    height: doc.height,
    bytes: doc.byteSize,
  };
}

/** What a borrower sees of their own check; no row yet reads as not started. */
export function toKycView(check: KycCheck | undefined | null, documents: KycDocument[]): KycView {
  return {
    status: check?.status ?? 'not_started',
    reason: check?.reason ?? null,
    reasonKind: check?.reasonKind ?? null,
    submittedAt: iso(check?.submittedAt),
    decidedAt: iso(check?.decidedAt),
    documents: documents.map(toDocumentView),
  };
}
