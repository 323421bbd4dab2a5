import { describe, expect, it } from 'vitest';
import { aesEncryptBase64 } from './airtel-crypto';
import { airtelAmount, airtelDescription, airtelMsisdn } from './airtel-format';

describe('airtelAmount', () => {
  it('turns ngwee into kwacha exactly', () => {
    expect(airtelAmount(12_550)).toBe(125.5);
    expect(airtelAmount(29)).toBe(0.29); // not 0.28999…
    expect(airtelAmount(100_000)).toBe(1000);
    expect(JSON.stringify({ amount: airtelAmount(1_234_501) })).toBe('{"amount":12345.01}');
  });

  it('refuses amounts that are not positive whole ngwee', () => {
    expect(() => airtelAmount(0)).toThrow(RangeError);
    expect(() => airtelAmount(10.5)).toThrow(RangeError);
  });
});

describe('airtelMsisdn', () => {
  it('gives the 9-digit national number of an Airtel number only', () => {
    expect(airtelMsisdn('+260971234567')).toBe('971234567');
    expect(airtelMsisdn('+260771234567')).toBe('771234567');
    expect(airtelMsisdn('+260961234567')).toBeUndefined();
    expect(airtelMsisdn('12345')).toBeUndefined();
  });
});

describe('airtelDescription', () => {
  it('keeps letters, digits and (for collections) spaces, within 64 characters', () => {
    expect(airtelDescription('Repayment: loan #A1', 'ref', true)).toBe('Repayment loan A1');
    expect(airtelDescription('Repayment: loan #A1', 'ref', false)).toBe('RepaymentloanA1');
    expect(airtelDescription('x'.repeat(80), 'ref', false)).toHaveLength(64);
    expect(airtelDescription('-', 'ab-12', false)).toBe('Kwachaab12');
  });
});

describe('message signing', () => {
  it('reproduces the worked x-signature example (AES-256-CBC of the exact body)', () => {
    const body = JSON.stringify({
      reference: '1234',
      subscriber: { country: 'UG', currency: 'UGX', msisdn: '752604392' },
      transaction: { amount: '100', country: 'UG', currency: 'UGX', id: 'test_id ' },
    });
    const key = Buffer.from('PSw37xtnShLl7zgWn4dLSnf1J5GRhRsOD4OfvJOuLIM=', 'base64');
    const iv = Buffer.from('gGIhDvCBnSBhBgYiXCyMnw==', 'base64');

    expect(aesEncryptBase64(body, key, iv)).toBe(
      'bDOsVGZzbK0P5jO/M5QVMH/qxSmRJLEvIPZCdW6H81xvsZNI6jZej54oBQlHZ38yy63QNeyyYcfEkGJ8f3f15wHWs86V9BCIpHSesS3SrhozE/gGA1fLydeSS26mw0jhyt9XIpabk1RjDH59SfsrkHKU38I5mRlthG/t2qXJck0FhNR64bgOExm9CsuxUlfpsSoW1g81g1u5a4yMFIHhp77f+h3EXNHzcEsdSWhqTho=',
    );
  });
});
