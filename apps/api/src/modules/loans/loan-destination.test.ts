import { describe, expect, it } from 'vitest';
import { destinationOf } from './loan-destination';

describe('destinationOf', () => {
  it('leaves out what is missing', () => {
    const none = {
      mobileMoneyProvider: null,
      mobileMoneyNumber: null,
      bankName: null,
      bankAccountName: null,
      bankAccountNumber: null,
    };
    expect(destinationOf({ ...none, method: 'mobile_money', mobileMoneyNumber: '+260966123456' })).toBe(
      '+260966123456',
    );
    expect(
      destinationOf({ ...none, method: 'bank_account', bankName: 'Zanaco', bankAccountNumber: '01' }),
    ).toBe('Zanaco — 01');
  });
});
