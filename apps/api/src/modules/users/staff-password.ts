import { STAFF_PASSWORD_MESSAGE, STAFF_PASSWORD_MIN_LENGTH } from '@kwacha/shared/auth/password-rules';
import { isCommonPassword } from '../../lib/breached-passwords';

/**
 * What is wrong with `password` for a staff account (decision 036), or undefined. Length in code points,
 * as the registration checklist counts, so an emoji is one character.
 */
export function staffPasswordProblem(password: string): string | undefined {
  const tooShort = [...password].length < STAFF_PASSWORD_MIN_LENGTH;
  return tooShort || isCommonPassword(password) ? STAFF_PASSWORD_MESSAGE : undefined;
}
