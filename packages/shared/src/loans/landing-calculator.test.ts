import { describe, expect, it } from 'vitest';
import { addMonths } from './calendar';
import {
  CALCULATOR_MESSAGES,
  canApplyFromCalculator,
  estimateFromCalculator,
  validateCalculator,
} from './landing-calculator';

describe('landing calculator validation (docs/product.md §5)', () => {
  it.each([
    // Only what is not a number is "not a valid loan amount" ...
    ['', 'Please enter a valid loan amount'],
    ['abc', 'Please enter a valid loan amount'],
    ['12abc', 'Please enter a valid loan amount'],
    ['-', 'Please enter a valid loan amount'],
    ['.', 'Please enter a valid loan amount'],
    ['1,00', 'Please enter a valid loan amount'],
    // ... any number below K10, negative ones included, is under the minimum ...
    ['5', 'Minimum loan amount is K10'],
    ['-3', 'Minimum loan amount is K10'],
    ['-5000', 'Minimum loan amount is K10'],
    ['0', 'Minimum loan amount is K10'],
    ['.5', 'Minimum loan amount is K10'],
    ['9.99', 'Minimum loan amount is K10'],
    ['9.994', 'Minimum loan amount is K10'], // 9.994 rounds to K9.99
    // ... and any number above K50,000 over the maximum, however long.
    ['50000.01', 'Maximum loan amount is K50,000'],
    ['60,000', 'Maximum loan amount is K50,000'],
    ['99999999999999999999', 'Maximum loan amount is K50,000'],
  ])('amount %j gives %j', (amount, message) => {
    expect(validateCalculator(amount, '6').errors.amount).toBe(message);
  });

  it.each(['10', '10.00', 'K50,000', '50000', '1,234.50'])('accepts the amount %j', (amount) => {
    expect(validateCalculator(amount, '6').errors.amount).toBeUndefined();
  });

  it('rounds decimals past the ngwee half-up', () => {
    // 1,234.565 → K1,234.57; 1,234.564 → K1,234.56
    expect(validateCalculator('1,234.565', '6').input?.amountNgwee).toBe(123_457);
    expect(validateCalculator('1,234.564', '6').input?.amountNgwee).toBe(123_456);
  });

  it.each([
    ['', 'Please enter a valid duration'],
    ['two', 'Please enter a valid duration'],
    ['1.5', 'Please enter a valid duration'],
    ['0', CALCULATOR_MESSAGES.durationOutOfRange],
    ['25', CALCULATOR_MESSAGES.durationOutOfRange],
  ])('duration %j gives %j', (months, message) => {
    expect(validateCalculator('1000', months).errors.duration).toBe(message);
  });

  it.each(['1', '24'])('accepts the duration boundary %j', (months) => {
    expect(validateCalculator('1000', months).errors.duration).toBeUndefined();
  });
});

describe('apply button rule', () => {
  it.each([
    ['99.99', '6', false], // under 100
    ['100', '6', true], // the threshold itself
    ['10', '6', false], // valid amount, still under 100
    ['100', '', false], // empty duration
    ['', '6', false], // empty amount
    ['100', '25', false], // duration error
    ['50000', '24', true],
    ['50000.01', '12', false], // amount error
  ])('amount %j for %j months: enabled %s', (amount, months, enabled) => {
    expect(canApplyFromCalculator(amount, months)).toBe(enabled);
  });
});

describe('estimate (docs/product.md §9)', () => {
  it('works the example of K10,000 over 12 months', () => {
    // fee = 5% × 10,000 = 500; received = 10,000 − 500 = 9,500
    // interest = 10,000 × 0.15 × 12/12 = 1,500; total = 11,500; monthly = 11,500 / 12 = 958.333… → 958.33
    expect(estimateFromCalculator({ amountNgwee: 1_000_000, months: 12 }, '2026-11-21')).toEqual({
      serviceFee: 50_000,
      amountReceived: 950_000,
      monthlyRepayment: 95_833,
      totalRepayment: 1_150_000,
      nextPaymentDate: '2026-12-21',
    });
  });

  it('works the example of K5,000 over 6 months', () => {
    // interest = 5,000 × 0.15 × 6/12 = 375; total = 5,375; monthly = 5,375 / 6 = 895.8333… → 895.83
    const e = estimateFromCalculator({ amountNgwee: 500_000, months: 6 }, '2026-01-31');
    expect(e.monthlyRepayment).toBe(89_583);
    expect(e.totalRepayment).toBe(537_500);
    expect(e.serviceFee).toBe(25_000);
    expect(e.nextPaymentDate).toBe('2026-02-28'); // 31 January + one month
  });

  it('works the minimum: K10 over 1 month', () => {
    // fee = 0.50; received = 9.50; interest = 10 × 0.15 / 12 = 0.125; monthly = 10.125 → 10.13 (half-up)
    const e = estimateFromCalculator({ amountNgwee: 1_000, months: 1 }, '2026-11-21');
    expect(e).toMatchObject({
      serviceFee: 50,
      amountReceived: 950,
      monthlyRepayment: 1_013,
      totalRepayment: 1_013,
    });
  });

  it('works the maximum: K50,000 over 24 months', () => {
    // interest = 50,000 × 0.15 × 2 = 15,000; total = 65,000; monthly = 65,000 / 24 = 2,708.333… → 2,708.33
    const e = estimateFromCalculator({ amountNgwee: 5_000_000, months: 24 }, '2024-02-29');
    expect(e).toMatchObject({ serviceFee: 250_000, monthlyRepayment: 270_833, totalRepayment: 6_500_000 });
    expect(e.nextPaymentDate).toBe('2024-03-29');
  });
});

describe('addMonths', () => {
  it.each([
    ['2026-12-15', 1, '2027-01-15'],
    ['2024-01-31', 1, '2024-02-29'],
    ['2026-03-31', 1, '2026-04-30'],
    ['2026-11-21', 12, '2027-11-21'],
  ])('%s + %i month(s) = %s', (date, months, expected) => {
    expect(addMonths(date, months)).toBe(expected);
  });
});
