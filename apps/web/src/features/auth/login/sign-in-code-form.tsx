import { FormError } from '../../../components/form/form-message';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast-context';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useT } from '../../../lib/i18n/use-t';
import { serverMessage } from '../../../lib/server-message';
import { useSession } from '../../../lib/session/session-context';
import { useLoginWithCodeMutation } from '../api/login-with-code';
import { textLinkClasses } from '../components/form-styles';
import { loginMessages } from './login.messages';
import { signInCodeMessages as messages } from './sign-in-code.messages';

const loadSchema = () => import('./sign-in-code-schema').then((m) => m.signInCodeFormSchema);

/**
 * The second step for staff with an authenticator app: the code (or a recovery code) with the password
 * step's challenge. A wrong code keeps the challenge; an expired one sends the person back to the password.
 */
export function SignInCodeForm({
  challengeToken,
  onStartAgain,
}: {
  challengeToken: string;
  onStartAgain: () => void;
}) {
  const t = useT();
  const form = useSchemaForm({ schema: loadSchema, defaultValues: { code: '' }, afterSubmit: 'clear' });
  const { signIn } = useSession();
  const { toast } = useToast();
  const mutation = useLoginWithCodeMutation();
  const busy = mutation.isPending;

  const submit = form.submit(({ code }) => {
    if (busy) return;
    mutation.mutate(
      { challengeToken, code },
      {
        onSuccess: ({ token, user }) => {
          toast({ type: 'success', title: t(loginMessages.success) });
          signIn(token, user);
        },
        onError: (error) => form.showServerErrors(error, { focus: true }),
      },
    );
  });
  const failure =
    mutation.isError && !form.errorOf('code') ? serverMessage(mutation.error, t(messages.failed)) : null;

  return (
    <form noValidate onSubmit={submit} className="grid gap-5">
      <p className="font-medium text-slate-900">{t(messages.title)}</p>
      <TextField
        label={t(messages.code)}
        hint={t(messages.hint)}
        autoComplete="one-time-code"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        required
        {...form.field('code')}
      />
      <FormError message={form.formError ?? failure} />
      <Button type="submit" disabled={busy} className="w-full">
        {busy ? t(messages.verifying) : t(messages.submit)}
      </Button>
      <p className="text-center text-sm">
        <button type="button" className={textLinkClasses} onClick={onStartAgain}>
          {t(messages.startAgain)}
        </button>
      </p>
    </form>
  );
}
