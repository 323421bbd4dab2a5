import { LANGUAGES, type Language } from '@kwacha/shared/i18n/languages';
import { describe, expect, it } from 'vitest';
import { fitsOneSegment, smsTexts } from './sms-texts';

// The largest amounts the texts may carry: K99,999,999.99 (far above any loan product's limit).
const LARGEST = 9_999_999_999;
const LOAN_ID = 'ffffffff-ffff-4fff-bfff-ffffffffffff';
const REFERENCE = 'PAY-FFFFFFFFFFFFFFFFFFFF';

const textsIn = (language: Language) => ({
  loanApproved: smsTexts.loanApproved({ id: LOAN_ID, amount: LARGEST }, language),
  loanRejected: smsTexts.loanRejected({ id: LOAN_ID, amount: LARGEST }, language),
  loanPaidOut: smsTexts.loanPaidOut({ loanId: LOAN_ID, amount: LARGEST }, language),
  paymentReceived: smsTexts.paymentReceived(
    { amount: LARGEST, reference: REFERENCE, balance: LARGEST },
    language,
  ),
  loanRepaid: smsTexts.loanRepaid({ amount: LARGEST, reference: REFERENCE }, language),
  paymentReminder: smsTexts.paymentReminder(
    { amount: LARGEST, dueDate: '2026-12-31', loanId: LOAN_ID },
    language,
  ),
  paymentOverdue: smsTexts.paymentOverdue(
    { amount: LARGEST, dueDate: '2026-12-31', loanId: LOAN_ID },
    language,
  ),
  promiseReminder: smsTexts.promiseReminder(
    { amount: LARGEST, date: '2026-12-31', loanId: LOAN_ID },
    language,
  ),
  creditListingNotice: smsTexts.creditListingNotice(
    { amount: LARGEST, listableOn: '2026-12-31', loanId: LOAN_ID },
    language,
  ),
});
const everyText = textsIn('en');
// docs/product.md §22: Bemba and Nyanja texts keep to one segment too.
const everyTranslatedText = LANGUAGES.filter((language) => language !== 'en').flatMap((language) =>
  Object.entries(textsIn(language)).map(([name, text]) => [`${language} ${name}`, text] as const),
);

describe('SMS texts', () => {
  it('covers every text', () => {
    expect(Object.keys(everyText).sort()).toEqual(Object.keys(smsTexts).sort());
  });

  it.each(Object.entries(everyText))('%s stays one GSM-7 segment with the largest amounts', (_name, text) => {
    expect(text.length).toBeLessThanOrEqual(160);
    expect(fitsOneSegment(text)).toBe(true);
  });

  it.each(everyTranslatedText)('%s stays one GSM-7 segment with the largest amounts', (_name, text) => {
    expect(text.length).toBeLessThanOrEqual(160);
    expect(fitsOneSegment(text)).toBe(true);
  });

  it("writes each text in the borrower's language, money as in English", () => {
    const payment = { amount: 25_000, reference: 'PAY-1A2B', balance: 75_041 };
    expect(smsTexts.paymentReceived(payment, 'bem')).toBe(
      'Kwacha Loans: twapokelela K250.00 (PAY-1A2B). Ifyashalapo K750.41. Natotela.',
    );
    expect(smsTexts.paymentReceived(payment, 'ny')).toBe(
      'Kwacha Loans: talandira K250.00 (PAY-1A2B). Zotsala K750.41. Zikomo.',
    );
    expect(smsTexts.paymentReceived(payment, null)).toBe(smsTexts.paymentReceived(payment));
    for (const language of ['bem', 'ny'] as const) {
      expect(Object.values(textsIn(language))).not.toContain(expect.stringContaining('we received'));
    }
  });

  it('prints the amount in kwacha as formatKwacha does', () => {
    expect(smsTexts.paymentReceived({ amount: 25_000, reference: 'PAY-1A2B', balance: 75_041 })).toBe(
      'Kwacha Loans: we received K250.00 (PAY-1A2B). Balance K750.41. Thank you.',
    );
  });

  it('tells a text outside GSM-7 or longer than a segment', () => {
    expect(fitsOneSegment('Balance K1.00 {x}')).toBe(false);
    expect(fitsOneSegment('a'.repeat(161))).toBe(false);
    expect(fitsOneSegment('a'.repeat(160))).toBe(true);
  });
});
