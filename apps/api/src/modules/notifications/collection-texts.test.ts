import { LANGUAGES } from '@kwacha/shared/i18n/languages';
import { CONTACT_TEMPLATES } from '@kwacha/shared/staff/collections';
import { describe, expect, it } from 'vitest';
import { fitsOneSegment } from '../sms/sms-texts';
import { collectionText } from './collection-texts';
import { collectionEmail } from './emails/collection.emails';

// The largest amounts a text may carry: K99,999,999.99.
const LARGEST = 9_999_999_999;
const LOAN_ID = 'ffffffff-ffff-4fff-bfff-ffffffffffff';
const facts = (template: (typeof CONTACT_TEMPLATES)[number]) => ({
  template,
  loanId: LOAN_ID,
  amountOverdue: LARGEST,
  promise: { amount: LARGEST, date: '2026-12-31' },
});

describe("a collector's templates (docs/product.md §23.3)", () => {
  const every = LANGUAGES.flatMap((language) =>
    CONTACT_TEMPLATES.map((template) => [language, template] as const),
  );

  it.each(every)('the %s text of %s is one GSM-7 segment with the largest amounts', (language, template) => {
    const text = collectionText(facts(template), language);
    expect(text.length).toBeLessThanOrEqual(160);
    expect(fitsOneSegment(text)).toBe(true);
  });

  it('is written in the language, with money and dates as in English', () => {
    const overdue = {
      template: 'payment_overdue',
      loanId: LOAN_ID,
      amountOverdue: 19_063,
      promise: null,
    } as const;
    expect(collectionText(overdue, null)).toBe(
      'Kwacha Loans: your loan ffffffff is overdue: K190.63 is unpaid. Please pay in your account, or call us if you cannot.',
    );
    expect(collectionText(overdue, 'ny')).toContain('K190.63');
    expect(collectionText(overdue, 'ny')).not.toContain('overdue');
    expect(collectionText(facts('promise_reminder'), 'bem')).toContain('2026-12-31');
  });

  it('e-mails each template with a subject and button in the language', () => {
    const who = { firstName: 'Mutale', username: 'mutale', language: 'ny' };
    for (const template of CONTACT_TEMPLATES) {
      const email = collectionEmail(who, facts(template), 'https://kwacha.test');
      expect(email.template).toBe('collection-message');
      expect(email.text).toContain('https://kwacha.test/make-payment');
      expect(email.text).not.toContain('Please');
    }
  });
});
