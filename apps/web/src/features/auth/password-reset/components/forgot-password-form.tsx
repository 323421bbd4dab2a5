import { forgotPasswordRequestSchema } from '@kwacha/shared/auth/auth-requests';
import { useState } from 'react';
import { EmailField } from '../../../../components/form/email-field';
import { FormError, FormSuccess } from '../../../../components/form/form-message';
import { Button } from '../../../../components/ui/button';
import { useModal } from '../../../../components/ui/modal-context';
import { useSchemaForm } from '../../../../lib/forms/use-schema-form';
import { useFormatMessage } from '../../../../lib/i18n/use-format-message';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { forgotPasswordMessages as messages } from '../password-reset.messages';
import { forgotPasswordErrorMessage } from '../recovery-errors';

export function ForgotPasswordForm() {
  const format = useFormatMessage();
  const form = useSchemaForm({
    schema: forgotPasswordRequestSchema,
    defaultValues: { email: '' },
    afterSubmit: 'clear',
  });
  const [formError, setFormError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const modal = useModal();
  const resetRequest = useRequestPasswordReset();
  const busy = resetRequest.isPending;

  const submit = form.submit(async (request) => {
    if (busy) return;
    const confirmed = await modal.confirm({
      title: format(messages.confirmTitle),
      message: format(messages.confirmMessage, { email: request.email }),
    });
    if (!confirmed) return;
    resetRequest.mutate(request, {
      onSuccess: (response) => setSuccess(response.msg || response.message),
      onError: (error) => setFormError(forgotPasswordErrorMessage(error, format(messages.failed))),
    });
  });

  return (
    <form
      noValidate
      onSubmit={(event) => {
        setFormError(null);
        setSuccess(null);
        void submit(event);
      }}
      aria-busy={busy}
      className="space-y-5"
    >
      <FormError message={formError} />
      <FormSuccess message={success} />
      <EmailField label={format(messages.email)} required {...form.field('email')} />
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? format(messages.sending) : format(messages.submit)}
      </Button>
    </form>
  );
}
