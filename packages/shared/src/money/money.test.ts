import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatKwacha,
  groupThousands,
  kwachaToNgwee,
  MoneyError,
  mulDivRound,
  ngweeToKwacha,
  parseKwacha,
} from './money';

describe('money', () => {
  it.each([
    [0, 'K0.00'],
    [5, 'K0.05'],
    [123450, 'K1,234.50'],
    [5_000_000, 'K50,000.00'],
    [123456789, 'K1,234,567.89'],
    [-1050, '-K10.50'],
  ])('formats %i ngwee as %s', (ngwee, text) => {
    expect(formatKwacha(ngwee)).toBe(text);
  });

  it("groups the thousands as Intl's en-US number format does", () => {
    const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (whole) => {
        expect(groupThousands(whole)).toBe(intl.format(whole));
      }),
      { numRuns: 2000 },
    );
    for (const whole of [0, 9, 999, 1000, 999_999, 1_000_000]) {
      expect(groupThousands(whole)).toBe(intl.format(whole));
    }
  });

  it.each([
    ['1234.5', 123450],
    ['1,234.50', 123450],
    ['K1,234.50', 123450],
    [' k 50 ', 5000],
    ['0.29', 29],
    ['10', 1000],
  ])('parses %j as %i ngwee', (text, ngwee) => {
    expect(parseKwacha(text)).toBe(ngwee);
  });

  it.each(['', 'abc', '1.234', '1,23.00', '12,34', '1.2.3', 'K', '1e3'])('refuses %j', (text) => {
    expect(parseKwacha(text)).toBeUndefined();
  });

  it('converts kwacha numbers exactly, refusing a third decimal', () => {
    expect(kwachaToNgwee(0.29)).toBe(29); // 0.29 * 100 would be 28.999999999999996
    expect(kwachaToNgwee(1234.5)).toBe(123450);
    expect(() => kwachaToNgwee(0.1 + 0.2)).toThrow(MoneyError); // 0.30000000000000004 is not a 2-decimal amount
    expect(() => kwachaToNgwee(10.001)).toThrow(MoneyError);
    expect(() => kwachaToNgwee(1.005)).toThrow(MoneyError);
    expect(() => kwachaToNgwee(Number.NaN)).toThrow(MoneyError);
    expect(ngweeToKwacha(123450)).toBe(1234.5);
  });

  it('rounds ratios half-up at the ngwee', () => {
    // 5% of K10.10 = 50.5 ngwee → 51
    expect(mulDivRound(1010, 5, 100)).toBe(51);
    // 5% of K10.09 = 50.45 ngwee → 50
    expect(mulDivRound(1009, 5, 100)).toBe(50);
    expect(mulDivRound(-1010, 5, 100)).toBe(-51);
  });

  it('round-trips every whole ngwee amount through format and parse', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (ngwee) => {
        expect(parseKwacha(formatKwacha(ngwee))).toBe(ngwee);
        expect(kwachaToNgwee(ngweeToKwacha(ngwee))).toBe(ngwee);
      }),
    );
  });
});
