import { PASSWORDS_DO_NOT_MATCH_MESSAGE } from '@kwacha/shared/auth/password-rules';
import { useId } from 'react';
import { PasswordField } from '../../../../components/form/password-field';
import type { FieldProps } from '../../../../lib/forms/use-schema-form';
import type { RegistrationFormValues } from '../registration-form';
import { PasswordRequirements } from './password-requirements';

interface PasswordFieldsProps {
  password: FieldProps<RegistrationFormValues>;
  confirmPassword: FieldProps<RegistrationFormValues>;
  /** What is typed in both, as it is typed. */
  values: Pick<RegistrationFormValues, 'password' | 'confirmPassword'>;
}

export function PasswordFields({ password, confirmPassword, values }: PasswordFieldsProps) {
  const requirementsId = useId();
  // Shown as soon as the confirmation differs, not only on submit (docs/product.md §5).
  const mismatch = values.confirmPassword !== '' && values.confirmPassword !== values.password;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div>
        <PasswordField
          label="Password"
          autoComplete="new-password"
          required
          {...password}
          describedBy={requirementsId}
        />
        <PasswordRequirements id={requirementsId} password={values.password} />
      </div>
      <PasswordField
        label="Confirm Password"
        autoComplete="new-password"
        required
        {...confirmPassword}
        error={mismatch ? PASSWORDS_DO_NOT_MATCH_MESSAGE : confirmPassword.error}
        liveError
      />
    </div>
  );
}
