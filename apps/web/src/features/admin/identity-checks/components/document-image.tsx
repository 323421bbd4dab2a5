import type { KycDocumentKind, KycDocumentView } from '@kwacha/shared/kyc/kyc-view';
import { useProtectedImage } from '../../../../lib/kyc/use-protected-image';
import { loadErrorMessage } from '../../../../lib/load-error-message';
import { identityDocumentPath } from '../api/identity-checks-keys';
import { STAFF_DOCUMENT_LABELS } from '../identity-check-texts';

export const DOCUMENT_LOAD_FAILED_MESSAGE = 'This photo could not be loaded. Please try again.';

/**
 * One identity document, fetched with the session (each view audited on the server) and shown through an
 * object URL that is revoked when the page leaves it; never a public address.
 */
export function DocumentImage({
  userId,
  kind,
  document,
}: {
  userId: string;
  kind: KycDocumentKind;
  document: KycDocumentView | undefined;
}) {
  const label = STAFF_DOCUMENT_LABELS[kind];
  const image = useProtectedImage(
    document ? identityDocumentPath(userId, kind) : null,
    document?.uploadedAt ?? null,
  );
  return (
    <figure className="rounded-2xl border border-slate-200 bg-white p-3 shadow-sm">
      <div className="flex aspect-[4/3] items-center justify-center overflow-hidden rounded-xl bg-slate-100">
        {!document ? (
          <p className="text-sm text-slate-600">No photo uploaded</p>
        ) : image.objectUrl ? (
          <a href={image.objectUrl} target="_blank" rel="noreferrer" className="block h-full w-full">
            <img src={image.objectUrl} alt={label} className="h-full w-full object-contain" />
            <span className="sr-only"> (opens full size)</span>
          </a>
        ) : image.isError ? (
          <div className="px-3 text-center text-sm">
            <p role="alert" className="text-red-800">
              {loadErrorMessage(image.error, { fallback: DOCUMENT_LOAD_FAILED_MESSAGE })}
            </p>
            <button
              type="button"
              onClick={() => void image.refetch()}
              className="mt-1 min-h-11 font-semibold text-emerald-800 underline underline-offset-2"
            >
              Try Again
            </button>
          </div>
        ) : (
          <p role="status" className="text-sm text-slate-600">
            Loading {label}…
          </p>
        )}
      </div>
      <figcaption className="mt-2 text-sm font-medium text-slate-900">
        {label}
        {document ? (
          <span className="block font-normal text-slate-600">
            {document.width} × {document.height} px
          </span>
        ) : null}
      </figcaption>
    </figure>
  );
}
