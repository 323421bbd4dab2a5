import { PASSWORDS_DO_NOT_MATCH_MESSAGE } from '@kwacha/shared/auth/password-rules';
import { type ChangeEvent, useId } from 'react';
import { PasswordField } from '../../../../components/form/password-field';
import type { RegistrationFieldErrors } from '../registration-form';
import { PasswordRequirements } from './password-requirements';

interface PasswordFieldsProps {
  password: string;
  confirmPassword: string;
  errors: RegistrationFieldErrors;
  onChange: (field: 'password' | 'confirmPassword') => (event: ChangeEvent<HTMLInputElement>) => void;
}

export function PasswordFields({ password, confirmPassword, errors, onChange }: PasswordFieldsProps) {
  const requirementsId = useId();
  // Shown as soon as the confirmation differs, not only on submit (docs/product.md §5).
  const mismatch = confirmPassword !== '' && confirmPassword !== password;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div>
        <PasswordField
          label="Password"
          name="password"
          autoComplete="new-password"
          required
          value={password}
          onChange={onChange('password')}
          error={errors.password}
          describedBy={requirementsId}
        />
        <PasswordRequirements id={requirementsId} password={password} />
      </div>
      <PasswordField
        label="Confirm Password"
        name="confirmPassword"
        autoComplete="new-password"
        required
        value={confirmPassword}
        onChange={onChange('confirmPassword')}
        error={mismatch ? PASSWORDS_DO_NOT_MATCH_MESSAGE : errors.confirmPassword}
        liveError
      />
    </div>
  );
}
