import { describe, expect, it } from 'vitest';
import { e164ToLencoPhone, lencoAmountToNgwee, ngweeToLencoAmount } from './lenco-format';
import { outcomeFromLenco } from './lenco-wire';

describe('Lenco amounts', () => {
  it.each([
    [1, 0.01],
    [29, 0.29],
    [1250, 12.5],
    [123_405, 1234.05],
    [100_000_000, 1_000_000],
  ])('%i ngwee is sent as %s', (ngwee, kwacha) => {
    expect(ngweeToLencoAmount(ngwee)).toBe(kwacha);
    // What goes on the wire is the exact decimal, never a float artefact such as 0.29000000000000004.
    expect(JSON.stringify({ amount: ngweeToLencoAmount(ngwee) })).toBe(`{"amount":${kwacha}}`);
  });

  it('refuses amounts that are not a positive whole number of ngwee', () => {
    for (const bad of [0, -100, 12.5, Number.NaN])
      expect(() => ngweeToLencoAmount(bad)).toThrowError(RangeError);
  });

  it.each([
    ['10.00', 1000],
    ['0.29', 29],
    ['99.9', 9990],
    ['5000', 500_000],
    [12.5, 1250],
    ['1.005', null],
    ['-1.00', null],
    ['K10', null],
    [null, null],
  ])('reads %s as %s ngwee', (amount, ngwee) => {
    expect(lencoAmountToNgwee(amount)).toBe(ngwee);
  });
});

describe('Lenco phone numbers', () => {
  it('sends the local ten-digit form', () => {
    expect(e164ToLencoPhone('+260977123456')).toBe('0977123456');
    expect(e164ToLencoPhone('+265991111111')).toBeNull();
    expect(e164ToLencoPhone('0977123456')).toBeNull();
  });
});

describe('Lenco statuses', () => {
  const tx = (status: string, reasonForFailure: string | null = null) => ({
    status,
    reasonForFailure,
    lencoReference: '240730008',
  });

  it.each([
    ['successful', { state: 'successful', providerReference: '240730008' }],
    ['pending', { state: 'pending', providerReference: '240730008' }],
    ['pay-offline', { state: 'pending', providerReference: '240730008' }],
    ['otp-required', { state: 'pending', providerReference: '240730008' }],
    [
      '3ds-auth-required',
      { state: 'unknown', reason: 'Lenco answered with an unrecognised status "3ds-auth-required"' },
    ],
  ])('%s maps to %j', (status, outcome) => {
    expect(outcomeFromLenco(tx(status))).toEqual(outcome);
  });

  it.each(['Not enough funds', 'Insufficient funds', 'INSUFFICIENT BALANCE', 'Your balance is too low'])(
    '"%s" is insufficient funds',
    (reason) => {
      expect(outcomeFromLenco(tx('failed', reason))).toMatchObject({
        state: 'failed',
        insufficientFunds: true,
      });
    },
  );

  it.each(['Incorrect Pin', 'Transaction Timed Out', 'Withdrawal amount limit exceeded'])(
    '"%s" is a plain failure',
    (reason) => {
      expect(outcomeFromLenco(tx('failed', reason))).toEqual({
        state: 'failed',
        providerReference: '240730008',
        reason,
      });
    },
  );
});
