import type { KycConfig } from '../../config';
import { decryptWithAnyKey, deriveSealKey, encryptObject } from '../../lib/sealing';

/**
 * Authenticator secrets at rest (decision 057): the sealing of identity photos (lib/sealing.ts, decision
 * 025) under a key derived from KYC_ENCRYPTION_KEY for this purpose alone, the user id bound in, so a
 * sealed secret copied to another account does not open. Keys before a rotation
 * (KYC_ENCRYPTION_KEY_PREVIOUS) still open a secret, which is then sealed again under the current key.
 */
const PURPOSE = 'kwacha staff totp: seal';
const boundTo = (userId: string) => `staff-totp/${userId}`;

export function sealTotpSecret(
  kyc: Pick<KycConfig, 'encryptionKey'>,
  userId: string,
  secret: string,
): Buffer {
  return encryptObject(
    deriveSealKey(kyc.encryptionKey, PURPOSE),
    boundTo(userId),
    Buffer.from(secret, 'utf8'),
  );
}

/** The secret, and whether it was sealed under a key before the current one (to seal it again). */
export function openTotpSecret(
  kyc: Pick<KycConfig, 'encryptionKey' | 'previousKeys'>,
  userId: string,
  sealed: Buffer,
): { secret: string; sealedWithOldKey: boolean } {
  const keys = [kyc.encryptionKey, ...kyc.previousKeys].map((key) => deriveSealKey(key, PURPOSE));
  const { plain, keyIndex } = decryptWithAnyKey(keys, boundTo(userId), sealed);
  return { secret: plain.toString('utf8'), sealedWithOldKey: keyIndex > 0 };
}
