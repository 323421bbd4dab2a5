import { describe, expect, it } from 'vitest';
import { commonPasswordCount, isCommonPassword, passwordBaseForms } from './breached-passwords';

describe('common breached passwords', () => {
  it('ships a list of at least 500 entries', () => {
    expect(commonPasswordCount()).toBeGreaterThanOrEqual(500);
  });

  it('refuses listed passwords as typed, in any case', () => {
    for (const pw of ['password', '123456', 'qwerty', 'LetMeIn', 'WELCOME', 'iloveyou', 'monkey', 'dragon']) {
      expect(isCommonPassword(pw), pw).toBe(true);
    }
  });

  it('refuses variants that meet the character rules but keep a common base word', () => {
    for (const pw of [
      'Password1!',
      'P@ssw0rd123!',
      'Welcome2024#',
      'Zambia@2025',
      'Lusaka#2024',
      'Kw@cha123!',
      'Chipolopolo1!',
      '!!Monkey99',
      '@dmin2025!',
      'Sunsh1ne!22',
      'Footba11#7',
      'Pa$$w0rd!',
      'Qwerty123!',
      'Copperbelt!9',
    ]) {
      expect(isCommonPassword(pw), pw).toBe(true);
    }
  });

  it('accepts passwords that are not built on a listed word', () => {
    for (const pw of [
      'Mwila-Kasonde-77x',
      'Tr4in-Gr33n-Kafue-Bridge',
      'x9!Lq#v2Zr',
      'Password-Lusaka-Monkey',
    ]) {
      expect(isCommonPassword(pw), pw).toBe(false);
    }
  });

  it('derives base forms by lower-casing, stripping edge digits and symbols and undoing leetspeak', () => {
    expect(passwordBaseForms('P@ssw0rd123!')).toContain('password');
    expect(passwordBaseForms('Zambia@2025')).toContain('zambia');
    expect(passwordBaseForms('@dmin2025!')).toContain('admin');
    expect(passwordBaseForms('Footba11#7')).toContain('football');
    expect(passwordBaseForms('F1sh!')).toEqual(new Set(['f1sh!', 'fish', 'flsh', 'fish!', 'flsh!']));
    // Without a letter there is no base word: only the password as typed is looked up.
    expect(passwordBaseForms('2024!')).toEqual(new Set(['2024!']));
  });
});
