// The registration password rules (docs/product.md §5). The browser shows them as a live checklist and
// the API enforces the same list, so both import this file: it must stay free of Node-only imports, and
// of zod, which the registration page loads only when the form is used (docs/performance.md).

export const PASSWORD_MIN_LENGTH = 8;

/** Exactly the characters docs/product.md §5 counts as special; anything else (a space, é) does not count. */
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*()_+-=[]{};\':"\\|,.<>/?';

export const PASSWORD_REQUIREMENTS_MESSAGE = 'Password does not meet all requirements.';
export const PASSWORDS_DO_NOT_MATCH_MESSAGE = 'Passwords do not match.';
export const CONFIRM_PASSWORD_REQUIRED_MESSAGE = 'Please confirm your password.';
export const PASSWORD_SUBMIT_REQUIREMENTS_MESSAGE =
  'Please ensure your password meets all the security requirements.';

/**
 * Staff accounts (admin and superuser) can pay money out, so their passwords are longer, and never on the
 * common-password list (checked on the server), on every path that sets one (decision 036). Borrowers keep
 * the rules above and the reset form's six characters.
 */
export const STAFF_PASSWORD_MIN_LENGTH = 12;
export const STAFF_PASSWORD_MESSAGE =
  'Staff passwords must be at least 12 characters and not a common password.';

export type PasswordRuleId = 'length' | 'lowercase' | 'uppercase' | 'number' | 'special';

export interface PasswordRule {
  id: PasswordRuleId;
  message: string;
  test: (password: string) => boolean;
}

export interface PasswordRuleResult {
  id: PasswordRuleId;
  message: string;
  met: boolean;
}

const hasSpecialCharacter = (password: string) =>
  [...password].some((character) => PASSWORD_SPECIAL_CHARACTERS.includes(character));

// In the checklist's display order. Letters are ASCII only, as in the original client's patterns.
export const PASSWORD_RULES: readonly PasswordRule[] = [
  {
    id: 'length',
    message: 'Minimum 8 characters',
    // Code points, not UTF-16 units, so an emoji counts as one character.
    test: (password) => [...password].length >= PASSWORD_MIN_LENGTH,
  },
  { id: 'lowercase', message: 'At least one lowercase letter', test: (password) => /[a-z]/.test(password) },
  { id: 'uppercase', message: 'At least one uppercase letter', test: (password) => /[A-Z]/.test(password) },
  { id: 'number', message: 'At least one number', test: (password) => /[0-9]/.test(password) },
  { id: 'special', message: 'At least one special character', test: hasSpecialCharacter },
];

export function checkPasswordRules(password: string): PasswordRuleResult[] {
  return PASSWORD_RULES.map((rule) => ({ id: rule.id, message: rule.message, met: rule.test(password) }));
}

export function passwordMeetsRules(password: string): boolean {
  return PASSWORD_RULES.every((rule) => rule.test(password));
}

/** The unmet rules' checklist messages, in display order (empty when the password is acceptable). */
export function unmetPasswordRules(password: string): string[] {
  return checkPasswordRules(password)
    .filter((result) => !result.met)
    .map((result) => result.message);
}
