import type { KycDocumentKind, KycDocumentView } from '@kwacha/shared/kyc/kyc-view';
import { useId } from 'react';
import { kycDocumentMessages } from '../../../components/kyc/kyc.messages';
import { buttonClasses } from '../../../components/ui/button-styles';
import { formatDateTime } from '../../../lib/format-date';
import { useFormatMessage } from '../../../lib/i18n/use-format-message';
import { useObjectUrl, useProtectedImage } from '../../../lib/kyc/use-protected-image';
import { kycDocumentPath } from '../api/upload-kyc-document';
import type { usePhotoUpload } from '../use-photo-upload';
import { photoSlotMessages as messages, photoHintMessages } from '../verify-identity.messages';
import { UploadProgressBar } from './upload-progress-bar';

interface PhotoSlotProps {
  kind: KycDocumentKind;
  /** The photo the server keeps for this kind, if any. */
  saved: KycDocumentView | undefined;
  /** The contract allows uploads now (not started, or another photo asked for). */
  editable: boolean;
  /** Staff asked for this photo again, with this reason. */
  reasonForNew: string | null;
  /** The saved photo still counts (not the one staff asked to replace). */
  savedCounts: boolean;
  upload: ReturnType<typeof usePhotoUpload>;
}

/**
 * One of the three photos (docs/product.md §20): take it with the camera (the back camera for the card,
 * the front one for the selfie) or choose a file, see it, watch it go up, and retry it alone if it fails.
 */
export function PhotoSlot({ kind, saved, editable, reasonForNew, savedCounts, upload }: PhotoSlotProps) {
  const format = useFormatMessage();
  const id = useId();
  const label = format(kycDocumentMessages[kind]);
  const localUrl = useObjectUrl(upload.file);
  const server = useProtectedImage(
    !upload.file && saved ? kycDocumentPath(kind) : null,
    saved?.uploadedAt ?? null,
  );
  const preview = localUrl ?? server.objectUrl;
  const done = upload.uploaded || (saved !== undefined && savedCounts);

  return (
    <section
      aria-labelledby={`${id}-title`}
      className={`rounded-2xl border bg-white p-4 shadow-sm ${reasonForNew ? 'border-amber-400' : 'border-slate-200'}`}
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        {label}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{format(photoHintMessages[kind])}</p>
      {reasonForNew ? (
        <p className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          <span className="font-semibold">{`${format(messages.needAnother)} `}</span>
          {reasonForNew}
        </p>
      ) : null}
      <div className="mt-3 flex aspect-[4/3] items-center justify-center overflow-hidden rounded-xl bg-slate-100">
        {preview ? (
          <img
            src={preview}
            alt={format(messages.preview, { document: label })}
            className="h-full w-full object-contain"
          />
        ) : saved && server.isError ? (
          <p className="px-4 text-center text-sm text-slate-700">{format(messages.couldNotShow)}</p>
        ) : saved ? (
          <p className="text-sm text-slate-600">{format(messages.loadingPhoto)}</p>
        ) : (
          <p className="text-sm text-slate-600">{format(messages.noPhoto)}</p>
        )}
      </div>
      {upload.uploading ? (
        <UploadProgressBar
          percent={upload.percent}
          label={format(messages.uploadingProgress, { document: label })}
        />
      ) : null}
      <p aria-live="polite" className="mt-2 text-sm">
        {upload.uploading ? (
          <span className="text-slate-700">{format(messages.uploading)}</span>
        ) : done ? (
          <span className="font-medium text-emerald-800">
            {saved
              ? format(messages.savedOn, { date: formatDateTime(saved.uploadedAt) })
              : format(messages.saved)}
          </span>
        ) : null}
      </p>
      {editable && upload.problem ? (
        <div className="mt-1">
          <p role="alert" className="text-sm text-red-700">
            {upload.problem}
          </p>
          {upload.canRetry ? (
            <button
              type="button"
              onClick={upload.retry}
              aria-label={format(messages.tryAgainFor, { document: label })}
              className={buttonClasses('secondary', 'mt-2 w-full sm:w-auto')}
            >
              {format(messages.tryAgain)}
            </button>
          ) : null}
        </div>
      ) : null}
      {editable ? (
        <div className="mt-3 grid grid-cols-1 gap-2 min-[360px]:grid-cols-2">
          <FilePicker
            label={format(messages.takePhoto)}
            slotLabel={label}
            capture={kind === 'selfie' ? 'user' : 'environment'}
            disabled={upload.uploading}
            onFile={upload.choose}
            primary
          />
          <FilePicker
            label={format(messages.chooseFile)}
            slotLabel={label}
            disabled={upload.uploading}
            onFile={upload.choose}
          />
        </div>
      ) : null}
    </section>
  );
}

interface FilePickerProps {
  label: string;
  slotLabel: string;
  capture?: 'user' | 'environment';
  disabled: boolean;
  onFile: (file: File | null) => void;
  primary?: boolean;
}

/**
 * A file input that looks like a button: the input stays in the page (focusable, announced by its
 * label) and its label is the touch target. The value is cleared after each choice so choosing the same
 * file again still counts.
 */
function FilePicker({ label, slotLabel, capture, disabled, onFile, primary = false }: FilePickerProps) {
  const id = useId();
  return (
    <div>
      <input
        id={id}
        type="file"
        accept="image/*"
        capture={capture}
        disabled={disabled}
        className="peer sr-only"
        onChange={(event) => {
          onFile(event.target.files?.[0] ?? null);
          event.target.value = '';
        }}
      />
      <label
        htmlFor={id}
        className={buttonClasses(
          primary ? 'primary' : 'secondary',
          'w-full cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-emerald-700 peer-disabled:cursor-not-allowed peer-disabled:opacity-60',
        )}
      >
        {label}
        <span className="sr-only">{` — ${slotLabel}`}</span>
      </label>
    </div>
  );
}
