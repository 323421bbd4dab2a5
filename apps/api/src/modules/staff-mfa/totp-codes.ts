import { randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@kwacha/shared/staff/staff-totp';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/** What authenticator apps expect (RFC 6238's defaults): SHA-1, six digits, 30-second steps. */
const PERIOD_SECONDS = 30;
/** Codes from one step before or after now are taken too, for phone clocks a little off. */
const WINDOW_STEPS = 1;
const ISSUER = 'Kwacha Loans';

const totpOf = (secretBase32: string, label = 'staff') =>
  new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });

/** A new 160-bit secret (RFC 4226's recommended length), base32 as the apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI and its QR code (an SVG data URL) for the app to scan. */
export async function enrolmentPicture(
  secretBase32: string,
  accountName: string,
): Promise<{ otpauthUri: string; qrCodeDataUrl: string }> {
  const otpauthUri = totpOf(secretBase32, accountName).toString();
  const svg = await QRCode.toString(otpauthUri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { otpauthUri, qrCodeDataUrl: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/**
 * The 30-second step the code belongs to (now, or one step either side), or undefined when it matches
 * none. The caller stores the step so that this code, or any older one, is never taken again.
 */
export function stepOfCode(secretBase32: string, code: string, now: Date): number | undefined {
  const totp = totpOf(secretBase32);
  const timestamp = now.getTime();
  const delta = totp.validate({ token: code, timestamp, window: WINDOW_STEPS });
  return delta === null ? undefined : totp.counter({ timestamp }) + delta;
}

// Letters and digits without the look-alikes 0/o and 1/l/i, so a code copied from paper reads back right.
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** One-time recovery codes, ten characters each (about 49 bits), written as `xxxxx-xxxxx`. */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    const chars = Array.from(
      { length: 10 },
      () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)],
    ).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** A recovery code as stored and compared: lower case, without spaces or dashes. */
export const normaliseRecoveryCode = (code: string) => code.replace(/[\s-]/g, '').toLowerCase();
