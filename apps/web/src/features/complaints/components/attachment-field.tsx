import { ATTACHMENT_MAX_BYTES, ATTACHMENT_TYPES } from '@kwacha/shared/complaints/complaints';
import type { MessageDescriptor } from '@kwacha/shared/i18n/message-descriptor';
import { forwardRef } from 'react';
import {
  FieldError,
  FieldHint,
  joinIds,
  labelClasses,
  useFieldIds,
} from '../../../components/form/field-parts';
import { useT } from '../../../lib/i18n/use-t';
import { attachmentMessages as messages } from '../complaints.messages';

/**
 * What the browser can tell before sending: the type it guesses and the size. The server checks the bytes
 * themselves (docs/product.md §17.2); this only saves a wasted upload. The shared rules' words, to be said
 * in the reader's language.
 */
export function attachmentProblem(file: File | null): MessageDescriptor | undefined {
  if (!file) return undefined;
  if (!(ATTACHMENT_TYPES as readonly string[]).includes(file.type)) return messages.wrongType;
  if (file.size > ATTACHMENT_MAX_BYTES) return messages.tooLarge;
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
  const t = useT();
  const { inputId, hintId, errorId } = useFieldIds();
  return (
    <div>
      <label htmlFor={inputId} className={labelClasses}>
        {t(messages.label)}
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
      <FieldHint id={hintId} hint={t(messages.hint)} />
      <FieldError id={errorId} error={error} />
    </div>
  );
});
