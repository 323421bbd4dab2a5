import { forgotPasswordRequestSchema } from '@kwacha/shared/auth/auth-requests';
import { type FormEvent, useRef, useState } from 'react';
import { FormError, FormSuccess } from '../../../../components/form/form-message';
import { TextField } from '../../../../components/form/text-field';
import { Button } from '../../../../components/ui/button';
import { useModal } from '../../../../components/ui/modal-context';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { forgotPasswordErrorMessage } from '../recovery-errors';

export function ForgotPasswordForm() {
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const modal = useModal();
  const resetRequest = useRequestPasswordReset();
  const busy = resetRequest.isPending;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    setSuccess(null);
    const parsed = forgotPasswordRequestSchema.safeParse({ email });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      emailRef.current?.focus();
      return;
    }
    const confirmed = await modal.confirm({
      title: 'Send reset link?',
      message: `We will send a password reset link to ${parsed.data.email}.`,
    });
    if (!confirmed) return;
    resetRequest.mutate(parsed.data, {
      onSuccess: (response) => setSuccess(response.msg || response.message),
      onError: (error) => setFormError(forgotPasswordErrorMessage(error)),
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={busy} className="space-y-5">
      <FormError message={formError} />
      <FormSuccess message={success} />
      <TextField
        ref={emailRef}
        label="Email Address"
        name="email"
        type="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        required
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          setFieldError(undefined);
        }}
        error={fieldError}
      />
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? 'Sending...' : 'Send Reset Link'}
      </Button>
    </form>
  );
}
