import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import type { KycConfig } from '../../config';
import type { BureauReport } from './credit-bureau';

/**
 * Credit reports at rest (decision 052): the same AES-256-GCM format as identity photos (decision 025:
 * `version | IV | tag | ciphertext`, a fresh IV per report, the row's request key bound in as additional
 * data), under a key derived from KYC_ENCRYPTION_KEY with HKDF, so production needs no second secret and
 * a report's key is never the photos' key. The NRC is kept only as an HMAC under another derived key.
 */
const VERSION = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const HEADER = 1 + IV_BYTES + TAG_BYTES;

const derive = (key: Buffer, info: string) => Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), info, 32));

export interface ReportKeys {
  seal: Buffer;
  /** Keys before a KYC key rotation, tried in order when the current one fails. */
  previousSeals: Buffer[];
  nrc: Buffer;
}

export function reportKeysOf(kyc: Pick<KycConfig, 'encryptionKey' | 'previousKeys'>): ReportKeys {
  return {
    seal: derive(kyc.encryptionKey, 'kwacha credit reports: seal'),
    previousSeals: kyc.previousKeys.map((key) => derive(key, 'kwacha credit reports: seal')),
    nrc: derive(kyc.encryptionKey, 'kwacha credit reports: nrc'),
  };
}

/** The NRC as stored: a keyed hash, equal for the same NRC however it was typed (spaces, case). */
export function nrcHash(keys: ReportKeys, nrc: string): string {
  return createHmac('sha256', keys.nrc).update(nrc.trim().toUpperCase()).digest('hex');
}

export function sealReport(keys: ReportKeys, requestKey: string, report: BureauReport): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keys.seal, iv);
  cipher.setAAD(Buffer.from(requestKey, 'utf8'));
  const body = Buffer.concat([cipher.update(JSON.stringify(report), 'utf8'), cipher.final()]);
  return Buffer.concat([Buffer.from([VERSION]), iv, cipher.getAuthTag(), body]);
}

function openWith(key: Buffer, requestKey: string, sealed: Buffer): BureauReport {
  const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(1, 1 + IV_BYTES));
  decipher.setAAD(Buffer.from(requestKey, 'utf8'));
  decipher.setAuthTag(sealed.subarray(1 + IV_BYTES, HEADER));
  const plain = Buffer.concat([decipher.update(sealed.subarray(HEADER)), decipher.final()]);
  return JSON.parse(plain.toString('utf8')) as BureauReport;
}

/** Throws when the report was altered, belongs to another row, or no key opens it. */
export function openReport(keys: ReportKeys, requestKey: string, sealed: Buffer): BureauReport {
  if (sealed.length < HEADER || sealed[0] !== VERSION) throw new Error('not a sealed credit report');
  let firstError: unknown;
  for (const key of [keys.seal, ...keys.previousSeals]) {
    try {
      return openWith(key, requestKey, sealed);
    } catch (error) {
      firstError ??= error;
    }
  }
  throw firstError;
}
