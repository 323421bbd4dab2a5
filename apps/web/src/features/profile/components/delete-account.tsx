import { erasureRequestSchema, LOAN_RECORD_RETENTION_YEARS } from '@kwacha/shared/data-rights/data-rights';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { FormError } from '../../../components/form/form-message';
import { PasswordField } from '../../../components/form/password-field';
import { Button } from '../../../components/ui/button';
import { useModal } from '../../../components/ui/modal-context';
import { isApiError } from '../../../lib/api-client';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { serverMessage } from '../../../lib/server-message';
import { useSession } from '../../../lib/session/session-context';
import { MY_REQUESTS_QUERY_KEY, requestErasure } from '../api/data-rights';

export const ERASURE_FAILED_MESSAGE = 'Your account could not be erased. Please try again.';

export const ERASE_DIALOG = {
  title: 'Erase your account?',
  message: `Your name, e-mail address, phone number, NRC number, date of birth and address will be erased and you will be signed out for good. Records of your loans are kept for ${LOAN_RECORD_RETENTION_YEARS} years after a loan closes, as the law requires. This cannot be undone.`,
  confirmLabel: 'Erase my account',
  cancelLabel: 'Keep my account',
};

/**
 * docs/product.md §18.2: erasure with the password again and a confirmation. A refusal (an open loan, a
 * payment in flight) is the server's explanation; after erasure the explanation of what is kept and until
 * when is shown, then the session ends.
 */
export function DeleteAccount() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="mt-8 border-t border-slate-200 pt-6">
      <h3 className="text-lg font-semibold text-slate-900">Delete my account</h3>
      <p className="mt-1 text-sm text-slate-700">
        Possible once every loan is repaid or closed and no payment is waiting for an answer.
      </p>
      <Button
        className="mt-3"
        variant="secondary"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        Delete my account
      </Button>
      <div id={panelId} hidden={!open}>
        {open ? <ErasureForm /> : null}
      </div>
    </div>
  );
}

function ErasureForm() {
  const form = useSchemaForm({ schema: erasureRequestSchema, defaultValues: { password: '' } });
  const { confirm, alert } = useModal();
  const { signOut } = useSession();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  const submit = form.submit(async (request) => {
    if (busy) return;
    if (!(await confirm(ERASE_DIALOG))) return;
    setBusy(true);
    try {
      const response = await requestErasure(request);
      await alert({ title: 'Your account was erased', message: response.data.explanation });
      signOut();
    } catch (error) {
      form.showServerErrors(error, { focus: true });
      const onFields = isApiError(error) && error.details.length > 0;
      if (!onFields) setFormError(serverMessage(error, ERASURE_FAILED_MESSAGE));
      // A refusal is logged too: the list of requests shows it.
      await queryClient.invalidateQueries({ queryKey: MY_REQUESTS_QUERY_KEY });
      setBusy(false);
    }
  });

  return (
    <form
      noValidate
      aria-label="Erase my account"
      aria-busy={busy}
      onSubmit={(event) => {
        setFormError(null);
        void submit(event);
      }}
      className="mt-4 space-y-3"
    >
      <FormError message={formError} />
      <PasswordField
        label="Your password"
        autoComplete="current-password"
        required
        {...form.field('password')}
      />
      <Button type="submit" disabled={busy}>
        {busy ? 'Erasing…' : 'Erase my account'}
      </Button>
    </form>
  );
}
