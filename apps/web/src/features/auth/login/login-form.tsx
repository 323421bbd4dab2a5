import { type LoginRequest, loginRequestSchema } from '@kwacha/shared/auth/auth-requests';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { FormError } from '../../../components/form/form-message';
import { PasswordField } from '../../../components/form/password-field';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast-context';
import { useSession } from '../../../lib/session/session-context';
import { useLoginMutation } from '../api/login';
import { textLinkClasses } from '../components/form-styles';
import { loginErrorMessage } from './login-error-message';

type Field = keyof LoginRequest;
type FieldErrors = Partial<Record<Field, string>>;

const FIELD_ORDER: readonly Field[] = ['emailOrUsername', 'password'];

export const LOGIN_SUCCESS_MESSAGE = 'Login successful!';

export function LoginForm() {
  const id = useId();
  const inputIds: Record<Field, string> = { emailOrUsername: `${id}-email`, password: `${id}-password` };
  const [values, setValues] = useState<LoginRequest>({ emailOrUsername: '', password: '' });
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const { signIn } = useSession();
  const { toast } = useToast();
  const mutation = useLoginMutation();
  const busy = mutation.isPending;

  const update = (field: Field) => (event: { target: { value: string } }) => {
    const { value } = event.target;
    setValues((current) => ({ ...current, [field]: value }));
    setFieldErrors(({ [field]: _fixed, ...rest }) => rest);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const parsed = loginRequestSchema.safeParse(values);
    if (!parsed.success) {
      const errors: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        errors[field] ??= issue.message;
      }
      setFieldErrors(errors);
      const first = FIELD_ORDER.find((field) => errors[field]);
      if (first) document.getElementById(inputIds[first])?.focus();
      return;
    }
    mutation.mutate(parsed.data, {
      onSuccess: ({ token, user }) => {
        toast({ type: 'success', title: LOGIN_SUCCESS_MESSAGE });
        // The login page redirects as soon as the session is authenticated.
        signIn(token, user);
      },
    });
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-5">
      <TextField
        id={inputIds.emailOrUsername}
        label="Email"
        name="emailOrUsername"
        autoComplete="username"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        required
        value={values.emailOrUsername}
        onChange={update('emailOrUsername')}
        error={fieldErrors.emailOrUsername}
      />
      <PasswordField
        id={inputIds.password}
        label="Password"
        name="password"
        autoComplete="current-password"
        required
        value={values.password}
        onChange={update('password')}
        error={fieldErrors.password}
      />
      <p className="-mt-2 text-right text-sm">
        <Link to="/forgot-password" className={textLinkClasses}>
          Forgot password?
        </Link>
      </p>
      <FormError message={mutation.isError ? loginErrorMessage(mutation.error) : null} />
      <Button type="submit" disabled={busy} className="w-full">
        {busy ? 'Logging In...' : 'Login'}
      </Button>
      <p className="text-center text-sm text-slate-700">
        Don't have an account?{' '}
        <Link to="/register" className={textLinkClasses}>
          Register
        </Link>
      </p>
    </form>
  );
}
