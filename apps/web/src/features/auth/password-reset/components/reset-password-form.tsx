import { resetPasswordRequestSchema } from '@kwacha/shared/auth/auth-requests';
import { useState } from 'react';
import { FormError, FormSuccess } from '../../../../components/form/form-message';
import { PasswordField } from '../../../../components/form/password-field';
import { Button } from '../../../../components/ui/button';
import { useSchemaForm } from '../../../../lib/forms/use-schema-form';
import { useT } from '../../../../lib/i18n/use-t';
import { useDelayedRedirect } from '../../redirect-delay';
import { useResetPassword } from '../api/reset-password';
import { resetPasswordMessages as messages } from '../password-reset.messages';
import { isInvalidResetLink, resetPasswordErrorMessage } from '../recovery-errors';

export const RESET_PASSWORD_SUCCESS_FALLBACK = messages.done.message;

interface ResetPasswordFormProps {
  token: string;
  /** The server refused the link itself; the page then offers a new one instead of the form. */
  onInvalidLink: (message: string) => void;
}

export function ResetPasswordForm({ token, onInvalidLink }: ResetPasswordFormProps) {
  const t = useT();
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
          setSuccess(response.msg || response.message || t(messages.done));
          form.reset();
        },
        onError: (error) => {
          if (isInvalidResetLink(error)) {
            onInvalidLink(resetPasswordErrorMessage(error, t(messages.failed)));
            return;
          }
          setFormError(resetPasswordErrorMessage(error, t(messages.failed)));
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
        label={t(messages.newPassword)}
        toggleLabel={t(messages.showNewPassword)}
        autoComplete="new-password"
        hint={t(messages.newPasswordHint)}
        required
        {...form.field('password')}
      />
      <PasswordField
        label={t(messages.confirmNewPassword)}
        toggleLabel={t(messages.showConfirmNewPassword)}
        autoComplete="new-password"
        required
        {...form.field('password2')}
      />
      <Button type="submit" className="w-full" disabled={busy || success !== null}>
        {busy ? t(messages.resetting) : t(messages.submit)}
      </Button>
    </form>
  );
}
