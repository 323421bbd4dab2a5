import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkPasswordRules,
  PASSWORD_MIN_LENGTH,
  PASSWORD_REQUIREMENTS_MESSAGE,
  PASSWORD_SPECIAL_CHARACTERS,
  PASSWORD_SUBMIT_REQUIREMENTS_MESSAGE,
  PASSWORDS_DO_NOT_MATCH_MESSAGE,
  passwordMeetsRules,
  unmetPasswordRules,
} from './password-rules';

// Written out by hand from docs/product.md §5 rather than imported, so a typo in the module shows up here.
const SPEC_SPECIALS = [...'!@#$%^&*()_+-=[]{};\':"\\|,.<>/?'];

const metById = (password: string) =>
  Object.fromEntries(checkPasswordRules(password).map((result) => [result.id, result.met]));

describe('password rules', () => {
  it('lists the SPEC checklist messages in order', () => {
    expect(checkPasswordRules('').map((result) => result.message)).toEqual([
      'Minimum 8 characters',
      'At least one lowercase letter',
      'At least one uppercase letter',
      'At least one number',
      'At least one special character',
    ]);
    expect(PASSWORD_MIN_LENGTH).toBe(8);
  });

  it('exports the SPEC summary messages literally', () => {
    expect(PASSWORD_REQUIREMENTS_MESSAGE).toBe('Password does not meet all requirements.');
    expect(PASSWORDS_DO_NOT_MATCH_MESSAGE).toBe('Passwords do not match.');
    expect(PASSWORD_SUBMIT_REQUIREMENTS_MESSAGE).toBe(
      'Please ensure your password meets all the security requirements.',
    );
  });

  it('checks the length at the 7/8 boundary', () => {
    expect(metById('Aa1!aaa').length).toBe(false); // 7 characters
    expect(metById('Aa1!aaaa').length).toBe(true); // 8 characters
    expect(passwordMeetsRules('Aa1!aaa')).toBe(false);
    expect(passwordMeetsRules('Aa1!aaaa')).toBe(true);
  });

  it('checks each character class on its own', () => {
    expect(metById('AAAA1111!')).toMatchObject({ lowercase: false, uppercase: true, number: true });
    expect(metById('aaaa1111!')).toMatchObject({ lowercase: true, uppercase: false, number: true });
    expect(metById('aaaaAAAA!')).toMatchObject({ lowercase: true, uppercase: true, number: false });
    expect(metById('aaaaAAAA1')).toMatchObject({ special: false });
    expect(metById('aaaaAAAA1!')).toEqual({
      length: true,
      lowercase: true,
      uppercase: true,
      number: true,
      special: true,
    });
  });

  it('names the unmet rules', () => {
    expect(unmetPasswordRules('abcdefgh')).toEqual([
      'At least one uppercase letter',
      'At least one number',
      'At least one special character',
    ]);
    expect(unmetPasswordRules('Abcdef1!')).toEqual([]);
  });

  it('accepts every special character in the SPEC list, and only those', () => {
    expect([...PASSWORD_SPECIAL_CHARACTERS].sort()).toEqual([...SPEC_SPECIALS].sort());
    expect(SPEC_SPECIALS).toHaveLength(30);
    for (const special of SPEC_SPECIALS) {
      expect(passwordMeetsRules(`Abcdef1${special}`), special).toBe(true);
    }
    for (const other of [' ', '~', '`', 'é', '€', '£']) {
      expect(metById(`Abcdef1${other}`).special, other).toBe(false);
    }
  });

  it('does not count non-ASCII letters or digits', () => {
    expect(metById('ÉÉÉÉ1111!').lowercase).toBe(false);
    expect(metById('éééé1111!').uppercase).toBe(false);
    expect(metById('Aaaaaaa!٣').number).toBe(false);
  });

  it('property: a password with every character class and 8+ characters meets the rules', () => {
    const pick = (chars: string) => fc.constantFrom(...chars);
    const password = fc
      .tuple(
        pick('abcdefghijklmnopqrstuvwxyz'),
        pick('ABCDEFGHIJKLMNOPQRSTUVWXYZ'),
        pick('0123456789'),
        pick(PASSWORD_SPECIAL_CHARACTERS),
        fc.string({ minLength: 4, maxLength: 40 }),
      )
      .chain(([lower, upper, digit, special, rest]) =>
        fc.shuffledSubarray([lower, upper, digit, special, ...rest], {
          minLength: 4 + [...rest].length,
          maxLength: 4 + [...rest].length,
        }),
      )
      .map((characters) => characters.join(''));
    fc.assert(
      fc.property(password, (pw) => {
        expect(passwordMeetsRules(pw)).toBe(true);
        expect(unmetPasswordRules(pw)).toEqual([]);
      }),
    );
  });

  it('property: a password is accepted exactly when every checklist item is met', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (pw) => {
        const allMet = checkPasswordRules(pw).every((result) => result.met);
        expect(passwordMeetsRules(pw)).toBe(allMet);
      }),
    );
  });
});
