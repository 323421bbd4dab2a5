import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM for secrets kept at rest: identity photos (decision 025) and staff authenticator secrets
 * (decision 057). A sealed object is `version (1 byte) | IV (12 bytes) | tag (16 bytes) | ciphertext`. A
 * fresh random IV per object; the storage key (what the object belongs to) is bound in as additional data,
 * so an object copied under another key fails its check.
 */
const VERSION = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const HEADER = 1 + IV_BYTES + TAG_BYTES;

export function encryptObject(key: Buffer, storageKey: string, plain: Buffer): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(storageKey, 'utf8'));
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([Buffer.from([VERSION]), iv, cipher.getAuthTag(), body]);
}

/** Throws when the object was altered, belongs to another key, or was sealed with another secret. */
export function decryptObject(key: Buffer, storageKey: string, sealed: Buffer): Buffer {
  if (sealed.length < HEADER || sealed[0] !== VERSION) throw new Error('not a sealed object');
  const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(1, 1 + IV_BYTES));
  decipher.setAAD(Buffer.from(storageKey, 'utf8'));
  decipher.setAuthTag(sealed.subarray(1 + IV_BYTES, HEADER));
  return Buffer.concat([decipher.update(sealed.subarray(HEADER)), decipher.final()]);
}

/**
 * Opens an object with the first of `keys` that fits (the current key first, then those before a
 * rotation): GCM's tag check is what tells a wrong key, so no key id is stored. Answers which key opened
 * it; when none does, throws what the first key threw, as a single key would.
 */
export function decryptWithAnyKey(
  keys: readonly Buffer[],
  storageKey: string,
  sealed: Buffer,
): { plain: Buffer; keyIndex: number } {
  let firstError: unknown;
  for (const [keyIndex, key] of keys.entries()) {
    try {
      return { plain: decryptObject(key, storageKey, sealed), keyIndex };
    } catch (error) {
      firstError ??= error;
    }
  }
  throw firstError ?? new Error('no key to open the object with');
}

/**
 * A key of its own for one kind of secret, derived from KYC_ENCRYPTION_KEY (or a key before its rotation)
 * with HKDF, so production needs no second secret and one kind's key never opens another's.
 */
export function deriveSealKey(key: Buffer, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), purpose, 32));
}
