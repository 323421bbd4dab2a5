import { emailChangeSchema } from '@kwacha/shared/data-rights/data-rights';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormError, FormSuccess } from '../../../components/form/form-message';
import { PasswordField } from '../../../components/form/password-field';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api-client';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useT } from '../../../lib/i18n/use-t';
import { serverMessage } from '../../../lib/server-message';
import { ME_QUERY_KEY } from '../../../lib/session/get-me';
import { changeEmail } from '../api/data-rights';
import { changeEmailMessages as messages } from './change-email-form.messages';

export const CHANGE_EMAIL_FAILED_MESSAGE = messages.failed.message;

/** docs/product.md §18.3: a new address, the password again; the new address must then be verified. */
export function ChangeEmailForm() {
  const t = useT();
  const form = useSchemaForm({ schema: emailChangeSchema, defaultValues: { email: '', password: '' } });
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const submit = form.submit(async (request) => {
    if (busy) return;
    setBusy(true);
    try {
      const response = await changeEmail(request);
      setDone(response.message);
      form.reset();
      // The account is unverified now: the app asks for the link from the new address (§2.13).
      await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    } catch (error) {
      form.showServerErrors(error, { focus: true });
      const onFields = isApiError(error) && error.details.length > 0;
      setFormError(onFields ? t(messages.fixFields) : serverMessage(error, t(messages.failed)));
    } finally {
      setBusy(false);
    }
  });

  return (
    <form
      noValidate
      aria-label={t(messages.title)}
      aria-busy={busy}
      onSubmit={(event) => {
        setFormError(null);
        setDone(null);
        void submit(event);
      }}
      className="mt-6 space-y-3"
    >
      <h3 className="text-lg font-semibold text-slate-900">{t(messages.title)}</h3>
      <p className="text-sm text-slate-700">{t(messages.intro)}</p>
      <FormError message={formError} />
      <FormSuccess message={done} />
      <TextField
        label={t(messages.newEmail)}
        type="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        required
        {...form.field('email')}
      />
      <PasswordField
        label={t(messages.password)}
        toggleLabel={t(messages.showPassword)}
        autoComplete="current-password"
        required
        {...form.field('password')}
      />
      <Button type="submit" variant="secondary" disabled={busy}>
        {busy ? t(messages.changing) : t(messages.submit)}
      </Button>
    </form>
  );
}
