import { emailChangeSchema } from '@kwacha/shared/data-rights/data-rights';
import { EmailField } from '../../../components/form/email-field';
import { PasswordField } from '../../../components/form/password-field';
import { useT } from '../../../lib/i18n/use-t';
import { ME_QUERY_KEY } from '../../../lib/session/get-me';
import { changeEmail } from '../api/data-rights';
import { changeEmailMessages as messages } from './change-email-form.messages';
import { ProfileRequestForm, useProfileRequest } from './profile-request-form';

export const CHANGE_EMAIL_FAILED_MESSAGE = messages.failed.message;

/** docs/product.md §18.3: a new address, the password again; the new address must then be verified. */
export function ChangeEmailForm() {
  const t = useT();
  const { form, frame } = useProfileRequest({
    schema: emailChangeSchema,
    defaultValues: { email: '', password: '' },
    send: changeEmail,
    // The account is unverified now: the app asks for the link from the new address (§2.13).
    refresh: ME_QUERY_KEY,
    fixFields: messages.fixFields,
    failed: messages.failed,
  });

  return (
    <ProfileRequestForm
      title={t(messages.title)}
      intro={t(messages.intro)}
      submitLabel={t(messages.submit)}
      busyLabel={t(messages.changing)}
      {...frame}
    >
      <EmailField label={t(messages.newEmail)} required {...form.field('email')} />
      <PasswordField
        label={t(messages.password)}
        toggleLabel={t(messages.showPassword)}
        autoComplete="current-password"
        required
        {...form.field('password')}
      />
    </ProfileRequestForm>
  );
}
