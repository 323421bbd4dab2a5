import { describe, expect, it } from 'vitest';
import { createLoan } from '../../../test/builders/loans';
import { disbursementSummary, hasValidDisbursementAmount, initiateRequestFor } from './disbursement-request';

describe('initiateRequestFor', () => {
  it('repeats the amount received after the fee and the stored destination', () => {
    expect(initiateRequestFor(createLoan())).toEqual({
      amount: 1425.47,
      disbursementMethod: 'mobile_money',
      mobileMoneyProvider: 'mtn',
      mobileMoneyNumber: '+260961234567',
      bankName: null,
      bankAccountName: null,
      bankAccountNumber: null,
      bankCode: null,
    });
  });
});

describe('disbursementSummary', () => {
  it('shows the amount, the method and the wallet', () => {
    expect(disbursementSummary(createLoan())).toBe(
      'Amount: K1,425.47 (after the K75.03 service fee). Method: Mobile money. Destination: MTN +260961234567. ' +
        'A one-time password will be e-mailed to you to confirm the transfer.',
    );
  });

  it('shows the bank, account name and account number', () => {
    const loan = createLoan({
      disbursementMethod: 'bank_account',
      mobileMoneyProvider: null,
      mobileMoneyNumber: null,
      bankName: 'Zanaco',
      bankAccountName: 'Chanda Mwila',
      bankAccountNumber: '0123456789',
    });
    expect(disbursementSummary(loan)).toContain(
      'Method: Bank account. Destination: Zanaco, account name Chanda Mwila, account number 0123456789.',
    );
  });
});

describe('hasValidDisbursementAmount', () => {
  it('refuses an amount that is not a positive number', () => {
    expect(hasValidDisbursementAmount(createLoan())).toBe(true);
    expect(hasValidDisbursementAmount(createLoan({ amountReceived: 0 }))).toBe(false);
    expect(hasValidDisbursementAmount(createLoan({ amountReceived: Number.NaN }))).toBe(false);
  });
});
