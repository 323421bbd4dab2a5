import { forgotPasswordRequestSchema } from '@kwacha/shared/auth/auth-requests';
import { useState } from 'react';
import { FormError, FormSuccess } from '../../../../components/form/form-message';
import { TextField } from '../../../../components/form/text-field';
import { Button } from '../../../../components/ui/button';
import { useModal } from '../../../../components/ui/modal-context';
import { useSchemaForm } from '../../../../lib/forms/use-schema-form';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { forgotPasswordErrorMessage } from '../recovery-errors';

export function ForgotPasswordForm() {
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
      title: 'Send reset link?',
      message: `We will send a password reset link to ${request.email}.`,
    });
    if (!confirmed) return;
    resetRequest.mutate(request, {
      onSuccess: (response) => setSuccess(response.msg || response.message),
      onError: (error) => setFormError(forgotPasswordErrorMessage(error)),
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
      <TextField
        label="Email Address"
        type="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        required
        {...form.field('email')}
      />
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? 'Sending...' : 'Send Reset Link'}
      </Button>
    </form>
  );
}
