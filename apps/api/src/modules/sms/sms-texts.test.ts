import { describe, expect, it } from 'vitest';
import { fitsOneSegment, smsTexts } from './sms-texts';

// The largest amounts the texts may carry: K99,999,999.99 (far above any loan product's limit).
const LARGEST = 9_999_999_999;
const LOAN_ID = 'ffffffff-ffff-4fff-bfff-ffffffffffff';
const REFERENCE = 'PAY-FFFFFFFFFFFFFFFFFFFF';

const everyText = {
  loanApproved: smsTexts.loanApproved({ id: LOAN_ID, amount: LARGEST }),
  loanRejected: smsTexts.loanRejected({ id: LOAN_ID, amount: LARGEST }),
  loanPaidOut: smsTexts.loanPaidOut({ loanId: LOAN_ID, amount: LARGEST }),
  paymentReceived: smsTexts.paymentReceived({ amount: LARGEST, reference: REFERENCE, balance: LARGEST }),
  loanRepaid: smsTexts.loanRepaid({ amount: LARGEST, reference: REFERENCE }),
  paymentReminder: smsTexts.paymentReminder({ amount: LARGEST, dueDate: '2026-12-31', loanId: LOAN_ID }),
  paymentOverdue: smsTexts.paymentOverdue({ amount: LARGEST, dueDate: '2026-12-31', loanId: LOAN_ID }),
};

describe('SMS texts', () => {
  it('covers every text', () => {
    expect(Object.keys(everyText).sort()).toEqual(Object.keys(smsTexts).sort());
  });

  it.each(Object.entries(everyText))('%s stays one GSM-7 segment with the largest amounts', (_name, text) => {
    expect(text.length).toBeLessThanOrEqual(160);
    expect(fitsOneSegment(text)).toBe(true);
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
