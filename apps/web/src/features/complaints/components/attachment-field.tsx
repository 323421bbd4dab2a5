import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_TYPES,
  COMPLAINT_MESSAGES,
} from '@kwacha/shared/complaints/complaints';
import { forwardRef } from 'react';
import {
  FieldError,
  FieldHint,
  joinIds,
  labelClasses,
  useFieldIds,
} from '../../../components/form/field-parts';

/**
 * What the browser can tell before sending: the type it guesses and the size. The server checks the bytes
 * themselves (docs/product.md §17.2); this only saves a wasted upload.
 */
export function attachmentProblem(file: File | null): string | undefined {
  if (!file) return undefined;
  if (!(ATTACHMENT_TYPES as readonly string[]).includes(file.type)) return COMPLAINT_MESSAGES.attachmentType;
  if (file.size > ATTACHMENT_MAX_BYTES) return COMPLAINT_MESSAGES.attachmentTooLarge;
  return undefined;
}

interface AttachmentFieldProps {
  error?: string;
  onFile: (file: File | null) => void;
}

export const AttachmentField = forwardRef<HTMLInputElement, AttachmentFieldProps>(function AttachmentField(
  { error, onFile },
  ref,
) {
  const { inputId, hintId, errorId } = useFieldIds();
  return (
    <div>
      <label htmlFor={inputId} className={labelClasses}>
        Attachment (optional)
      </label>
      <input
        ref={ref}
        id={inputId}
        name="attachment"
        type="file"
        accept={ATTACHMENT_TYPES.join(',')}
        aria-invalid={error ? true : undefined}
        aria-describedby={joinIds(hintId, error ? errorId : undefined)}
        onChange={(event) => onFile(event.target.files?.[0] ?? null)}
        className="mt-1 block w-full text-sm text-slate-800 file:mr-3 file:rounded-md file:border-0 file:bg-emerald-50 file:px-3 file:py-2 file:font-medium file:text-emerald-900"
      />
      <FieldHint id={hintId} hint="One photo or scan (PNG, JPEG or PDF), at most 2 MB." />
      <FieldError id={errorId} error={error} />
    </div>
  );
});
