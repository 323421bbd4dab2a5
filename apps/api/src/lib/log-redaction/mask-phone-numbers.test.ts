import { describe, expect, it } from 'vitest';
import { maskPhoneNumbers } from './mask-phone-numbers';

describe('maskPhoneNumbers', () => {
  it.each([
    ['Payer +260961234567 declined', 'Payer *********567 declined'],
    ['msisdn 971234567 not found', 'msisdn ******567 not found'],
    ['call 0977 123 456 now', 'call *******456 now'],
    ['260-96-123-4567', '*********567'],
  ])('%j → %j', (text, masked) => {
    expect(maskPhoneNumbers(text)).toBe(masked);
  });

  it('leaves amounts, provider codes, references and short numbers alone', () => {
    const text = 'Paid ZMW 125.5. Trans ID MP1A2B3C. Code DP00800001007, ref PAY-0123456789AB, 12345678';
    expect(maskPhoneNumbers(text)).toBe(text);
  });
});
