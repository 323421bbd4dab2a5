import { describe, expect, it } from 'vitest';
import { productIdFromName, productRequestSchema } from './admin-products';

const SOLAR = {
  name: 'Solar Loan',
  description: 'Panels and batteries for your home.',
  minAmount: 500,
  maxAmount: 20000,
  minMonths: 3,
  maxMonths: 12,
  monthlyRatePercent: 2.75,
  active: true,
};

describe('productIdFromName', () => {
  it('makes a lower-case slug of letters and digits, ids never longer than 40 characters', () => {
    expect(productIdFromName('Solar Loan')).toBe('solar-loan');
    expect(productIdFromName('  Ñandú & Sons — Loan 2! ')).toBe('nandu-sons-loan-2');
    expect(productIdFromName(`${'A'.repeat(39)} B`)).toBe('a'.repeat(39));
  });
});

describe('productRequestSchema', () => {
  it('tidies the name and keeps the rest as sent', () => {
    expect(productRequestSchema.parse({ ...SOLAR, name: '  Solar   Loan ' })).toEqual(SOLAR);
  });

  it('names the field of each problem, one message per rule', () => {
    const result = productRequestSchema.safeParse({ ...SOLAR, minAmount: 600, maxAmount: 500, maxMonths: 2 });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['maxAmount', 'The maximum amount cannot be below the minimum.'],
      ['maxMonths', 'The longest term cannot be shorter than the shortest.'],
    ]);
  });
});
