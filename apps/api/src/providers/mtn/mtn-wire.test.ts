import { describe, expect, it } from 'vitest';
import { mtnReferenceId, UUID_V4_PATTERN } from './mtn-reference-id';
import { formatMtnAmount, parseMtnAmount, toMtnMsisdn, toMtnNote, toOutcome } from './mtn-wire';

describe('MTN wire formats', () => {
  it('formats ngwee as MoMo amount strings with integer maths', () => {
    expect(formatMtnAmount(1)).toBe('0.01');
    expect(formatMtnAmount(1250)).toBe('12.50');
    expect(formatMtnAmount(100_000)).toBe('1000.00');
    // 0.29 × 100 is 28.999… in floats; integer maths cannot drift.
    expect(formatMtnAmount(29)).toBe('0.29');
    expect(() => formatMtnAmount(0)).toThrow(RangeError);
    expect(() => formatMtnAmount(12.5)).toThrow(RangeError);
  });

  it('parses MoMo amounts back to ngwee and refuses anything else', () => {
    expect(parseMtnAmount('12.50')).toBe(1250);
    expect(parseMtnAmount('12.5')).toBe(1250);
    expect(parseMtnAmount('12')).toBe(1200);
    expect(parseMtnAmount(12.5)).toBe(1250);
    expect(parseMtnAmount('12.505')).toBeNull();
    expect(parseMtnAmount('-5')).toBeNull();
    expect(parseMtnAmount('1,000.00')).toBeNull();
    expect(parseMtnAmount(undefined)).toBeNull();
  });

  it('writes the MSISDN as 260XXXXXXXXX', () => {
    expect(toMtnMsisdn('+260961234567')).toBe('260961234567');
    expect(toMtnMsisdn('0961234567')).toBe('260961234567');
    expect(() => toMtnMsisdn('+27821234567')).toThrow(RangeError);
  });

  it('keeps notes within 160 characters and free of apostrophes', () => {
    expect(toMtnNote("Kwacha Loans repayment for Mwila's loan 1a2b3c4d")).toBe(
      'Kwacha Loans repayment for Mwila s loan 1a2b3c4d',
    );
    expect(toMtnNote('x'.repeat(200))).toHaveLength(160);
  });
});

describe('MTN statuses', () => {
  const base = { externalId: 'PAY-1', amount: '12.50', currency: 'ZMW' };

  it('maps SUCCESSFUL, PENDING and FAILED exactly', () => {
    expect(toOutcome({ ...base, status: 'SUCCESSFUL', financialTransactionId: '123' }, 'collection')).toEqual(
      {
        state: 'successful',
        providerReference: '123',
      },
    );
    expect(toOutcome({ ...base, status: 'PENDING' }, 'collection')).toEqual({
      state: 'pending',
      providerReference: null,
    });
    expect(toOutcome({ ...base, status: 'FAILED', reason: 'PAYER_NOT_FOUND' }, 'collection')).toEqual({
      state: 'failed',
      providerReference: null,
      reason: 'PAYER_NOT_FOUND',
    });
  });

  it('flags insufficient funds on collections, in either reason shape and spelling', () => {
    const expected = {
      state: 'failed',
      providerReference: null,
      reason: 'NOT_ENOUGH_FUNDS',
      insufficientFunds: true,
    };
    expect(toOutcome({ ...base, status: 'FAILED', reason: 'NOT_ENOUGH_FUNDS' }, 'collection')).toEqual(
      expected,
    );
    expect(
      toOutcome(
        { ...base, status: 'FAILED', reason: { code: 'NOT_ENOUGH_FUNDS', message: 'x' } },
        'collection',
      ),
    ).toEqual(expected);
    expect(toOutcome({ ...base, status: 'FAILED', reason: 'NOT ENOUGH_FUNDS' }, 'collection')).toEqual(
      expected,
    );
  });

  it('does not call our own empty float a payer without funds', () => {
    expect(toOutcome({ ...base, status: 'FAILED', reason: 'NOT_ENOUGH_FUNDS' }, 'disbursement')).toEqual({
      state: 'failed',
      providerReference: null,
      reason: 'NOT_ENOUGH_FUNDS',
    });
  });

  it('treats a status MoMo does not document as unknown, not as a verdict', () => {
    expect(toOutcome({ ...base, status: 'ONGOING' }, 'collection')).toEqual({
      state: 'unknown',
      reason: 'unexpected MTN status "ONGOING"',
    });
  });
});

describe('X-Reference-Id from our reference', () => {
  it('is the same UUID v4-shaped id every time for one reference and namespace', () => {
    const id = mtnReferenceId('kwacha-loans', 'PAY-000123');
    expect(id).toMatch(UUID_V4_PATTERN);
    expect(mtnReferenceId('kwacha-loans', 'PAY-000123')).toBe(id);
  });

  it('differs between references and between namespaces', () => {
    const id = mtnReferenceId('kwacha-loans', 'PAY-000123');
    expect(mtnReferenceId('kwacha-loans', 'PAY-000124')).not.toBe(id);
    expect(mtnReferenceId('kwacha-staging', 'PAY-000123')).not.toBe(id);
    expect(mtnReferenceId('a:b', 'c')).not.toBe(mtnReferenceId('a', 'b:c'));
  });
});
