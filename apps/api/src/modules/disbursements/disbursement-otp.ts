import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/**
 * docs/product.md §12: a disbursement code lives a while and allows a few wrong tries (10 minutes and 5
 * tries unless a superuser changed them, §14.5: DisbursementCodeRules, read by the services).
 */
export function otpExpiry(now: Date, lifetimeMinutes: number): Date {
  return new Date(now.getTime() + lifetimeMinutes * 60_000);
}

/** Six digits from the CSPRNG, leading zeros kept. */
export function newOtp(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** Our reference for one disbursement: shown to staff and sent to the provider as its idempotency key. */
export function newTransactionId(): string {
  return `DSB-${randomBytes(8).toString('hex').toUpperCase()}`;
}

/**
 * What the database keeps instead of the code. Keyed with the server secret (a million codes are easy to
 * try against a bare hash) and bound to the transaction id, so a code is worthless for any other row.
 */
export function hashOtp(secret: string, transactionId: string, otp: string): string {
  return createHmac('sha256', secret).update(`${transactionId}:${otp}`).digest('hex');
}

export function otpMatches(secret: string, transactionId: string, otp: string, storedHash: string): boolean {
  const expected = Buffer.from(storedHash, 'hex');
  const actual = Buffer.from(hashOtp(secret, transactionId, otp), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
