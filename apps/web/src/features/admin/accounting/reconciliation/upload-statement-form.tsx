import {
  PROVIDER_LABELS,
  RECONCILIATION_MESSAGES,
  RECONCILIATION_PROVIDERS,
  STATEMENT_MAX_BYTES,
} from '@kwacha/shared/staff/reconciliation';
import { type FormEvent, useId, useRef, useState } from 'react';
import { controlClasses, FieldFrame } from '../../../../components/form/field-parts';
import { SelectField } from '../../../../components/form/select-field';
import { Button } from '../../../../components/ui/button';
import { useToast } from '../../../../components/ui/toast-context';
import { serverMessage } from '../../../../lib/server-message';
import { useSignOutOnAuthFailure } from '../../../../lib/session/use-sign-out-on-auth-failure';
import { useUploadStatement } from './reconciliation-api';

export const UPLOAD_FAILED_MESSAGE = 'The statement could not be uploaded. Please try again.';

const PROVIDER_OPTIONS = RECONCILIATION_PROVIDERS.map((value) => ({ value, label: PROVIDER_LABELS[value] }));

/**
 * A superuser uploads one provider's settlement statement (docs/product.md §24.7). The checks the screen
 * can make (a provider, a file, its size) are made before sending; the server's refusal of a line (its
 * number and what is wrong) is shown under the form in the server's words, and nothing was stored.
 */
export function UploadStatementForm({ onUploaded }: { onUploaded: (statementId: string) => void }) {
  const headingId = useId();
  const upload = useUploadStatement();
  useSignOutOnAuthFailure(upload.error);
  const { toast } = useToast();
  const [provider, setProvider] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ provider?: string; file?: string }>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (upload.isPending) return;
    const found = {
      provider: provider ? undefined : RECONCILIATION_MESSAGES.chooseProvider,
      file: !file
        ? RECONCILIATION_MESSAGES.fileMissing
        : file.size > STATEMENT_MAX_BYTES
          ? RECONCILIATION_MESSAGES.tooLarge
          : undefined,
    };
    setErrors(found);
    setRefusal(null);
    if (found.provider || found.file || !file) return;
    try {
      const { data, message } = await upload.mutateAsync({ provider, file });
      toast({ type: 'success', title: message || RECONCILIATION_MESSAGES.uploaded });
      setFile(null);
      if (fileRef.current) fileRef.current.value = '';
      onUploaded(data.id);
    } catch (failure) {
      setRefusal(serverMessage(failure, UPLOAD_FAILED_MESSAGE));
    }
  };

  return (
    <form
      noValidate
      aria-labelledby={headingId}
      onSubmit={(event) => void submit(event)}
      className="grid gap-4 rounded-xl border border-slate-300 bg-white p-4 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)_auto] sm:items-start"
    >
      <h3 id={headingId} className="font-semibold text-slate-900 sm:col-span-3">
        Upload a statement
      </h3>
      <SelectField
        label="Provider"
        placeholder="Choose the provider"
        options={PROVIDER_OPTIONS}
        value={provider}
        onChange={(event) => setProvider(event.target.value)}
        error={errors.provider}
        required
      />
      <FieldFrame
        label="Statement file (CSV)"
        hint="The provider's settlement statement as they send it, at most 5 MB."
        error={errors.file}
      >
        {(control) => (
          <input
            {...control}
            ref={fileRef}
            type="file"
            accept=".csv,text/csv"
            required
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            className={controlClasses(Boolean(errors.file))}
          />
        )}
      </FieldFrame>
      <Button type="submit" disabled={upload.isPending} className="sm:mt-6">
        {upload.isPending ? 'Reconciling…' : 'Upload and reconcile'}
      </Button>
      <div role="alert" className="sm:col-span-3">
        {refusal ? (
          <p className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-800">{refusal}</p>
        ) : null}
      </div>
    </form>
  );
}
