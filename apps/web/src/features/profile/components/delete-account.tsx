import { erasureRequestSchema, LOAN_RECORD_RETENTION_YEARS } from '@kwacha/shared/data-rights/data-rights';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { FormError } from '../../../components/form/form-message';
import { PasswordField } from '../../../components/form/password-field';
import { Button } from '../../../components/ui/button';
import { useModal } from '../../../components/ui/modal-context';
import { isApiError } from '../../../lib/api-client';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { type FormatMessage, useFormatMessage } from '../../../lib/i18n/use-format-message';
import { serverMessage } from '../../../lib/server-message';
import { useSession } from '../../../lib/session/session-context';
import { MY_REQUESTS_QUERY_KEY, requestErasure } from '../api/data-rights';
import { deleteAccountMessages as messages } from './delete-account.messages';

export const ERASURE_FAILED_MESSAGE = messages.failed.message;

/** The confirmation before erasure, in the reader's language. */
export const eraseDialog = (format: FormatMessage) => ({
  title: format(messages.dialogTitle),
  message: format(messages.dialogMessage, { years: LOAN_RECORD_RETENTION_YEARS }),
  confirmLabel: format(messages.dialogConfirm),
  cancelLabel: format(messages.dialogCancel),
});

/**
 * docs/product.md §18.2: erasure with the password again and a confirmation. A refusal (an open loan, a
 * payment in flight) is the server's explanation; after erasure the explanation of what is kept and until
 * when is shown, then the session ends.
 */
export function DeleteAccount() {
  const format = useFormatMessage();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="mt-8 border-t border-slate-200 pt-6">
      <h3 className="text-lg font-semibold text-slate-900">{format(messages.heading)}</h3>
      <p className="mt-1 text-sm text-slate-700">{format(messages.hint)}</p>
      <Button
        className="mt-3"
        variant="secondary"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {format(messages.open)}
      </Button>
      <div id={panelId} hidden={!open}>
        {open ? <ErasureForm /> : null}
      </div>
    </div>
  );
}

function ErasureForm() {
  const format = useFormatMessage();
  const form = useSchemaForm({ schema: erasureRequestSchema, defaultValues: { password: '' } });
  const { confirm, alert } = useModal();
  const { signOut } = useSession();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  const submit = form.submit(async (request) => {
    if (busy) return;
    if (!(await confirm(eraseDialog(format)))) return;
    setBusy(true);
    try {
      const response = await requestErasure(request);
      await alert({ title: format(messages.erasedTitle), message: response.data.explanation });
      signOut();
    } catch (error) {
      form.showServerErrors(error, { focus: true });
      const onFields = isApiError(error) && error.details.length > 0;
      if (!onFields) setFormError(serverMessage(error, format(messages.failed)));
      // A refusal is logged too: the list of requests shows it.
      await queryClient.invalidateQueries({ queryKey: MY_REQUESTS_QUERY_KEY });
      setBusy(false);
    }
  });

  return (
    <form
      noValidate
      aria-label={format(messages.formLabel)}
      aria-busy={busy}
      onSubmit={(event) => {
        setFormError(null);
        void submit(event);
      }}
      className="mt-4 space-y-3"
    >
      <FormError message={formError} />
      <PasswordField
        label={format(messages.password)}
        toggleLabel={format(messages.showPassword)}
        autoComplete="current-password"
        required
        {...form.field('password')}
      />
      <Button type="submit" disabled={busy}>
        {busy ? format(messages.erasing) : format(messages.submit)}
      </Button>
    </form>
  );
}
