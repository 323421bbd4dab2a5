/**
 * The three pieces of cryptography Airtel's Encryption section asks of a partner (README.md):
 * - the disbursement PIN, RSA-encrypted (PKCS#1 v1.5) with Airtel's public key, base64;
 * - message signing: the exact request body AES-256-CBC-encrypted under a fresh key and IV
 *   (`x-signature`), and "base64(key):base64(iv)" RSA-encrypted with Airtel's current key (`x-key`);
 * - callback authentication: base64 HMAC-SHA256 of the callback's `transaction` object.
 */
import {
  constants,
  createCipheriv,
  createHmac,
  type KeyObject,
  publicEncrypt,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';

function rsaEncryptBase64(plaintext: string, key: KeyObject): string {
  return publicEncrypt(
    { key, padding: constants.RSA_PKCS1_PADDING },
    Buffer.from(plaintext, 'utf8'),
  ).toString('base64');
}

export function encryptPin(pin: string, airtelPublicKey: KeyObject): string {
  return rsaEncryptBase64(pin, airtelPublicKey);
}

export function aesEncryptBase64(plaintext: string, key: Buffer, iv: Buffer): string {
  const cipher = createCipheriv('aes-256-cbc', key, iv);
  return Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]).toString('base64');
}

export interface SignatureHeaders {
  'x-signature': string;
  'x-key': string;
}

/** Signs the body exactly as it is sent: the caller must send this same string. */
export function signMessage(body: string, airtelEncryptionKey: KeyObject): SignatureHeaders {
  const key = randomBytes(32);
  const iv = randomBytes(16);
  return {
    'x-signature': aesEncryptBase64(body, key, iv),
    'x-key': rsaEncryptBase64(`${key.toString('base64')}:${iv.toString('base64')}`, airtelEncryptionKey),
  };
}

/**
 * Airtel hashes the callback's `transaction` object as JSON. Re-serialising the parsed object keeps the
 * order the fields arrived in, so insignificant whitespace in the body does not break the comparison.
 */
export function callbackHash(transaction: unknown, secret: string): string {
  return createHmac('sha256', secret).update(JSON.stringify(transaction)).digest('base64');
}

export function callbackHashMatches(transaction: unknown, hash: string, secret: string): boolean {
  const expected = Buffer.from(callbackHash(transaction, secret));
  const given = Buffer.from(hash);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
