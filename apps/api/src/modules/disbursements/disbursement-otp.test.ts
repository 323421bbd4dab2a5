import { describe, expect, it } from 'vitest';
import { hashOtp, newOtp, newTransactionId, otpMatches } from './disbursement-otp';

const SECRET = 'test-secret-test-secret-test-secret-0123';

describe('disbursement codes', () => {
  it('are six digits, leading zeros kept', () => {
    for (let i = 0; i < 200; i++) expect(newOtp()).toMatch(/^\d{6}$/);
  });

  it('match only the code, the transaction and the secret they were made with', () => {
    const hash = hashOtp(SECRET, 'DSB-1', '012345');
    expect(otpMatches(SECRET, 'DSB-1', '012345', hash)).toBe(true);
    expect(otpMatches(SECRET, 'DSB-1', '012346', hash)).toBe(false);
    expect(otpMatches(SECRET, 'DSB-2', '012345', hash)).toBe(false);
    expect(otpMatches(`${SECRET}x`, 'DSB-1', '012345', hash)).toBe(false);
    expect(otpMatches(SECRET, 'DSB-1', '012345', '')).toBe(false);
  });

  it('transaction ids are DSB- and 16 random hex characters', () => {
    const ids = new Set(Array.from({ length: 100 }, newTransactionId));
    expect(ids.size).toBe(100);
    for (const id of ids) expect(id).toMatch(/^DSB-[0-9A-F]{16}$/);
  });
});
