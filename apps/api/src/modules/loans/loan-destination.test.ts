import { describe, expect, it } from 'vitest';
import { destinationOf, maskedDestinationOf } from './loan-destination';

/** No destination field set: each case sets only the ones it is about. */
const none = {
  mobileMoneyProvider: null,
  mobileMoneyNumber: null,
  bankName: null,
  bankAccountName: null,
  bankAccountNumber: null,
};

describe('destinationOf', () => {
  it('leaves out what is missing', () => {
    expect(destinationOf({ ...none, method: 'mobile_money', mobileMoneyNumber: '+260966123456' })).toBe(
      '+260966123456',
    );
    expect(
      destinationOf({ ...none, method: 'bank_account', bankName: 'Zanaco', bankAccountNumber: '01' }),
    ).toBe('Zanaco — 01');
  });
});

describe('maskedDestinationOf', () => {
  it('shows a wallet by its prefix and last two digits, an account by its last four', () => {
    expect(
      maskedDestinationOf({
        ...none,
        method: 'mobile_money',
        mobileMoneyProvider: 'airtel',
        mobileMoneyNumber: '+260977123421',
      }),
    ).toBe('Airtel 097•••••21');
    expect(
      maskedDestinationOf({
        ...none,
        method: 'bank_account',
        bankName: 'Zanaco',
        bankAccountName: 'Mwila Banda',
        bankAccountNumber: '0123456789',
      }),
    ).toBe('Zanaco — Mwila Banda — ••••••6789');
  });
});
