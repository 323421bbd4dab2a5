import { lusakaToday } from '@kwacha/shared/identity/age';
import { TextField } from '../../../../components/form/text-field';
import type { FieldProps } from '../../../../lib/forms/use-schema-form';
import { useT } from '../../../../lib/i18n/use-t';
import { useClientValue } from '../../../../lib/hydration';
import { registerMessages as messages } from '../register.messages';
import type { RegistrationFormValues } from '../registration-form-values';

/**
 * The date of birth, no later than today. The pre-rendered page may be older than today, so it has no
 * limit until the page hydrates; reading the date here re-renders this field alone then, not the whole
 * form (docs/performance.md).
 */
export function DateOfBirthField({ field }: { field: FieldProps<RegistrationFormValues> }) {
  const t = useT();
  const today = useClientValue(lusakaToday, undefined);
  return (
    <TextField
      label={t(messages.dateOfBirth)}
      type="date"
      autoComplete="bday"
      max={today}
      hint={t(messages.dateOfBirthHint)}
      required
      {...field}
    />
  );
}
