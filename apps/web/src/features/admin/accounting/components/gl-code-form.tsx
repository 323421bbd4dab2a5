import {
  ACCOUNTING_MESSAGES,
  glCodeUpdateSchema,
  type LedgerAccountView,
} from '@kwacha/shared/staff/accounting';
import { type FormEvent, useRef, useState } from 'react';
import { controlClasses, FieldError, useFieldIds } from '../../../../components/form/field-parts';
import { Button } from '../../../../components/ui/button';
import { useToast } from '../../../../components/ui/toast-context';
import { isApiError } from '../../../../lib/api-client';
import { serverMessage } from '../../../../lib/server-message';
import { useSignOutOnAuthFailure } from '../../../../lib/session/use-sign-out-on-auth-failure';
import { useSaveGlCode } from '../api/chart-of-accounts';

export const GL_CODE_SAVE_FAILED_MESSAGE = 'The general-ledger code could not be saved. Please try again.';

/** The server's message about the code itself (a 400's detail for `glCode`), if it gave one. */
function glCodeError(error: unknown): string | undefined {
  if (!isApiError(error) || error.status !== 400) return undefined;
  const detail = error.details.find((d) => d.field === 'glCode');
  return detail?.message || detail?.msg || serverMessage(error, GL_CODE_SAVE_FAILED_MESSAGE);
}

/**
 * One account's GL code, edited in its row (superuser): a labelled field and Save; the code is checked
 * with the API's schema first, the answer's message is a toast, and a refusal of the code shows under it.
 */
export function GlCodeForm({ account }: { account: LedgerAccountView }) {
  const [value, setValue] = useState(account.glCode ?? '');
  const [error, setError] = useState<string | undefined>();
  const inputRef = useRef<HTMLInputElement>(null);
  const { inputId, errorId } = useFieldIds();
  const save = useSaveGlCode(account.account);
  useSignOutOnAuthFailure(save.error);
  const { toast } = useToast();
  const busy = save.isPending;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const checked = glCodeUpdateSchema.safeParse({ glCode: value });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      inputRef.current?.focus();
      return;
    }
    setError(undefined);
    try {
      const { data, message } = await save.mutateAsync(checked.data);
      setValue(data.glCode ?? '');
      toast({ type: 'success', title: message || ACCOUNTING_MESSAGES.glCodeSaved });
    } catch (failure) {
      const fieldError = glCodeError(failure);
      if (fieldError) {
        setError(fieldError);
        inputRef.current?.focus();
      } else {
        toast({ type: 'error', title: serverMessage(failure, GL_CODE_SAVE_FAILED_MESSAGE) });
      }
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="min-w-56">
      <label htmlFor={inputId} className="sr-only">
        GL code for {account.code} {account.name}
      </label>
      <div className="flex items-start gap-2">
        <input
          ref={inputRef}
          id={inputId}
          name="glCode"
          value={value}
          autoComplete="off"
          spellCheck={false}
          maxLength={60}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setValue(event.target.value);
            setError(undefined);
          }}
          className={controlClasses(Boolean(error), 'mt-0 w-36')}
        />
        <Button
          type="submit"
          variant="secondary"
          disabled={busy}
          aria-label={`Save GL code for ${account.code}`}
        >
          {busy ? 'Saving…' : 'Save'}
        </Button>
      </div>
      <FieldError id={errorId} error={error} />
    </form>
  );
}
