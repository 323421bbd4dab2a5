import { resetPasswordRequestSchema } from '@kwacha/shared/auth/auth-requests';
import { type FormEvent, useState } from 'react';
import { FormError, FormSuccess } from '../../../../components/form/form-message';
import { PasswordField } from '../../../../components/form/password-field';
import { Button } from '../../../../components/ui/button';
import { isApiError } from '../../../../lib/api-error';
import { useDelayedRedirect } from '../../redirect-delay';
import { useResetPassword } from '../api/reset-password';
import { isInvalidResetLink, resetPasswordErrorMessage } from '../recovery-errors';

export const RESET_PASSWORD_SUCCESS_FALLBACK =
  'Your password has been reset. You can now log in with your new password.';

type ResetField = 'password' | 'password2';
type ResetErrors = Partial<Record<ResetField, string>>;

interface ResetPasswordFormProps {
  token: string;
  /** The server refused the link itself; the page then offers a new one instead of the form. */
  onInvalidLink: (message: string) => void;
}

const isResetField = (value: unknown): value is ResetField => value === 'password' || value === 'password2';

function toFieldErrors(entries: { field: unknown; message: string }[]): ResetErrors {
  const errors: ResetErrors = {};
  for (const { field, message } of entries) {
    if (isResetField(field) && !errors[field]) errors[field] = message;
  }
  return errors;
}

export function ResetPasswordForm({ token, onInvalidLink }: ResetPasswordFormProps) {
  const [values, setValues] = useState({ password: '', password2: '' });
  const [errors, setErrors] = useState<ResetErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const reset = useResetPassword();
  useDelayedRedirect('/login', success !== null);
  const busy = reset.isPending;

  const change = (field: ResetField) => (event: { target: { value: string } }) => {
    const { value } = event.target;
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _fixed, ...rest }) => rest);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || success) return;
    const form = event.currentTarget;
    setFormError(null);
    const parsed = resetPasswordRequestSchema.safeParse(values);
    if (!parsed.success) {
      const fieldErrors = toFieldErrors(
        parsed.error.issues.map((issue) => ({ field: issue.path[0], message: issue.message })),
      );
      setErrors(fieldErrors);
      const first = fieldErrors.password ? 'password' : 'password2';
      const control = form.elements.namedItem(first);
      if (control instanceof HTMLElement) control.focus();
      return;
    }
    reset.mutate(
      { token, ...parsed.data },
      {
        onSuccess: (response) => {
          setSuccess(response.msg || response.message || RESET_PASSWORD_SUCCESS_FALLBACK);
          setValues({ password: '', password2: '' });
          setErrors({});
        },
        onError: (error) => {
          if (isInvalidResetLink(error)) {
            onInvalidLink(resetPasswordErrorMessage(error));
            return;
          }
          setFormError(resetPasswordErrorMessage(error));
          if (isApiError(error)) {
            setErrors(
              toFieldErrors(error.details.map((d) => ({ field: d.field, message: d.message || d.msg }))),
            );
          }
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={busy} className="space-y-5">
      <FormError message={formError} />
      <FormSuccess message={success} />
      <PasswordField
        label="New Password"
        name="password"
        autoComplete="new-password"
        hint="At least 6 characters."
        required
        value={values.password}
        onChange={change('password')}
        error={errors.password}
      />
      <PasswordField
        label="Confirm New Password"
        name="password2"
        autoComplete="new-password"
        required
        value={values.password2}
        onChange={change('password2')}
        error={errors.password2}
      />
      <Button type="submit" className="w-full" disabled={busy || success !== null}>
        {busy ? 'Resetting...' : 'Reset Password'}
      </Button>
    </form>
  );
}
