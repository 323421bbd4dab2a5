import type { MessageDescriptor } from '@kwacha/shared/i18n/message-descriptor';
import { useId } from 'react';
import { PasswordField } from '../../../../components/form/password-field';
import type { FieldProps } from '../../../../lib/forms/use-schema-form';
import { type Translate, useT } from '../../../../lib/i18n/use-t';
import { registerMessages as messages } from '../register.messages';
import type { RegistrationFormValues } from '../registration-form-values';
import { PasswordRequirements } from './password-requirements';

interface PasswordFieldsProps {
  password: FieldProps<RegistrationFormValues>;
  confirmPassword: FieldProps<RegistrationFormValues>;
  /** What is typed in both, as it is typed. */
  values: Pick<RegistrationFormValues, 'password' | 'confirmPassword'>;
}

// The confirmation's messages are the form's own (the server never sees it), so they are shown in the
// reader's language; the schema keeps them in English, and any other message is shown as it comes.
const CONFIRMATION_MESSAGES: readonly MessageDescriptor[] = [
  messages.confirmPasswordRequired,
  messages.passwordsDoNotMatch,
];

function confirmationError(t: Translate, error: string | undefined): string | undefined {
  const own = CONFIRMATION_MESSAGES.find((descriptor) => descriptor.message === error);
  return own ? t(own) : error;
}

export function PasswordFields({ password, confirmPassword, values }: PasswordFieldsProps) {
  const t = useT();
  const requirementsId = useId();
  // Shown as soon as the confirmation differs, not only on submit (docs/product.md §5).
  const mismatch = values.confirmPassword !== '' && values.confirmPassword !== values.password;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div>
        <PasswordField
          label={t(messages.password)}
          toggleLabel={t(messages.showPassword)}
          autoComplete="new-password"
          required
          {...password}
          describedBy={requirementsId}
        />
        <PasswordRequirements id={requirementsId} password={values.password} />
      </div>
      <PasswordField
        label={t(messages.confirmPassword)}
        toggleLabel={t(messages.showConfirmPassword)}
        autoComplete="new-password"
        required
        {...confirmPassword}
        error={mismatch ? t(messages.passwordsDoNotMatch) : confirmationError(t, confirmPassword.error)}
        liveError
      />
    </div>
  );
}
