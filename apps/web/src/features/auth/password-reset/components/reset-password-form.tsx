import { resetPasswordRequestSchema } from '@kwacha/shared/auth/auth-requests';
import { useState } from 'react';
import { FormError, FormSuccess } from '../../../../components/form/form-message';
import { PasswordField } from '../../../../components/form/password-field';
import { Button } from '../../../../components/ui/button';
import { useSchemaForm } from '../../../../lib/forms/use-schema-form';
import { useDelayedRedirect } from '../../redirect-delay';
import { useResetPassword } from '../api/reset-password';
import { isInvalidResetLink, resetPasswordErrorMessage } from '../recovery-errors';

export const RESET_PASSWORD_SUCCESS_FALLBACK =
  'Your password has been reset. You can now log in with your new password.';

interface ResetPasswordFormProps {
  token: string;
  /** The server refused the link itself; the page then offers a new one instead of the form. */
  onInvalidLink: (message: string) => void;
}

export function ResetPasswordForm({ token, onInvalidLink }: ResetPasswordFormProps) {
  const form = useSchemaForm({
    schema: resetPasswordRequestSchema,
    defaultValues: { password: '', password2: '' },
    afterSubmit: 'clear',
  });
  const [formError, setFormError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const reset = useResetPassword();
  useDelayedRedirect('/login', success !== null);
  const busy = reset.isPending;

  const submit = form.submit((passwords) => {
    if (busy || success) return;
    reset.mutate(
      { token, ...passwords },
      {
        onSuccess: (response) => {
          setSuccess(response.msg || response.message || RESET_PASSWORD_SUCCESS_FALLBACK);
          form.reset();
        },
        onError: (error) => {
          if (isInvalidResetLink(error)) {
            onInvalidLink(resetPasswordErrorMessage(error));
            return;
          }
          setFormError(resetPasswordErrorMessage(error));
          form.showServerErrors(error);
        },
      },
    );
  });

  return (
    <form
      noValidate
      onSubmit={(event) => {
        setFormError(null);
        void submit(event);
      }}
      aria-busy={busy}
      className="space-y-5"
    >
      <FormError message={formError} />
      <FormSuccess message={success} />
      <PasswordField
        label="New Password"
        autoComplete="new-password"
        hint="At least 6 characters."
        required
        {...form.field('password')}
      />
      <PasswordField
        label="Confirm New Password"
        autoComplete="new-password"
        required
        {...form.field('password2')}
      />
      <Button type="submit" className="w-full" disabled={busy || success !== null}>
        {busy ? 'Resetting...' : 'Reset Password'}
      </Button>
    </form>
  );
}
