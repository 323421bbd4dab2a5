import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './breached-passwords';

// ASVS v5.0.0-6.1.2 and 6.2.11: the shipped list's "Zambia" section (lib/data/common-passwords.txt) holds the
// words a guesser would try first against this lender — its name, its trade, the country, towns, networks —
// and every password check refuses them in any case, with digits, symbols or leetspeak around them.
describe('context-specific words', () => {
  it('refuses passwords built on the lender, its trade and the country', () => {
    for (const password of [
      'KwachaLoans2026!',
      'Kwacha#2026',
      'Lusaka@2025',
      'Zambia1964!',
      'Borrower99!',
      'Loans2026!',
      'M0b1leM0ney!',
      'Chipolopolo#12',
    ]) {
      expect(isCommonPassword(password), password).toBe(true);
    }
  });

  it('still accepts a password that only contains such a word among others', () => {
    expect(isCommonPassword('Lusaka-river-blue-42!')).toBe(false);
  });
});
