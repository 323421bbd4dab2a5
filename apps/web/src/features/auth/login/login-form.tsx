import type { LoginRequest } from '@kwacha/shared/auth/auth-requests';
import { useState } from 'react';
import { Link } from 'react-router';
import { FormError } from '../../../components/form/form-message';
import { PasswordField } from '../../../components/form/password-field';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast-context';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useT } from '../../../lib/i18n/use-t';
import { useSession } from '../../../lib/session/session-context';
import { useLoginMutation } from '../api/login';
import { textLinkClasses } from '../components/form-styles';
import { loginMessages as messages } from './login.messages';
import { loginErrorMessage } from './login-error-message';
import { SignInCodeForm } from './sign-in-code-form';

export const LOGIN_SUCCESS_MESSAGE = messages.success.message;

// Loaded when the form is first used, so the page hydrates without zod (docs/performance.md).
const loadLoginSchema = () => import('./login-schema').then((m) => m.loginRequestSchema);

export function LoginForm() {
  const t = useT();
  const form = useSchemaForm({
    schema: loadLoginSchema,
    defaultValues: { emailOrUsername: '', password: '' } satisfies LoginRequest,
    afterSubmit: 'clear',
  });
  const { signIn } = useSession();
  const { toast } = useToast();
  const mutation = useLoginMutation();
  const busy = mutation.isPending;
  // Staff with an authenticator app: the password was right, the code comes next (docs/product.md §15.8).
  const [challengeToken, setChallengeToken] = useState<string | null>(null);

  const submit = form.submit((request) => {
    if (busy) return;
    mutation.mutate(request, {
      onSuccess: (result) => {
        if ('challengeToken' in result) {
          setChallengeToken(result.challengeToken);
          return;
        }
        toast({ type: 'success', title: t(messages.success) });
        // The login page redirects as soon as the session is authenticated.
        signIn(result.token, result.user);
      },
    });
  });

  if (challengeToken) {
    return (
      <SignInCodeForm
        challengeToken={challengeToken}
        onStartAgain={() => {
          mutation.reset();
          setChallengeToken(null);
        }}
      />
    );
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-5">
      <TextField
        label={t(messages.email)}
        autoComplete="username"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        required
        {...form.field('emailOrUsername')}
      />
      <PasswordField
        label={t(messages.password)}
        toggleLabel={t(messages.showPassword)}
        autoComplete="current-password"
        required
        {...form.field('password')}
      />
      <p className="-mt-2 text-right text-sm">
        <Link to="/forgot-password" className={textLinkClasses}>
          {t(messages.forgotPassword)}
        </Link>
      </p>
      <FormError message={form.formError ?? (mutation.isError ? loginErrorMessage(mutation.error) : null)} />
      <Button type="submit" disabled={busy} className="w-full">
        {busy ? t(messages.loggingIn) : t(messages.submit)}
      </Button>
      <p className="text-center text-sm text-slate-700">
        {t(messages.noAccount)}{' '}
        <Link to="/register" className={textLinkClasses}>
          {t(messages.register)}
        </Link>
      </p>
    </form>
  );
}
