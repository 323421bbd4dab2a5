import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, KYC_DEVELOPMENT_KEY, loadConfig } from '../../config';

const base = () => ({ DATA_DIR: mkdtempSync(join(tmpdir(), 'kwacha-kyc-config-')) });
const PRODUCTION = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'x'.repeat(40),
  SMTP_URL: 'smtp://mail.example.zm:587',
};
const KEY = Buffer.alloc(32, 3).toString('base64');
const OLD_1 = Buffer.alloc(32, 1).toString('base64');
const OLD_2 = Buffer.alloc(32, 2).toString('base64');

describe('KYC storage configuration (README "Identity checks")', () => {
  it('keeps photos in the database with the published development key when nothing is set', () => {
    const { kyc } = loadConfig(base());
    expect(kyc.storage).toBe('database');
    expect(kyc.encryptionKey.equals(KYC_DEVELOPMENT_KEY)).toBe(true);
    expect(kyc.encryptionKey).toHaveLength(32);
    expect(kyc.s3).toBeUndefined();
  });

  it('refuses to start in production without KYC_ENCRYPTION_KEY, and takes one that is set', () => {
    expect(() => loadConfig({ ...base(), ...PRODUCTION })).toThrowError(ConfigError);
    expect(() => loadConfig({ ...base(), ...PRODUCTION })).toThrowError(/KYC_ENCRYPTION_KEY: required/);
    const { kyc } = loadConfig({ ...base(), ...PRODUCTION, KYC_ENCRYPTION_KEY: KEY });
    expect(kyc.encryptionKey.equals(Buffer.alloc(32, 3))).toBe(true);
  });

  it('refuses a key that is not 32 bytes of base64', () => {
    expect(() => loadConfig({ ...base(), KYC_ENCRYPTION_KEY: 'c2hvcnQ=' })).toThrowError(
      /KYC_ENCRYPTION_KEY: must be 32 bytes, base64-encoded/,
    );
  });

  it('has no previous keys unless KYC_ENCRYPTION_KEY_PREVIOUS names some, comma-separated, in order', () => {
    expect(loadConfig(base()).kyc.previousKeys).toEqual([]);
    expect(loadConfig({ ...base(), KYC_ENCRYPTION_KEY_PREVIOUS: '' }).kyc.previousKeys).toEqual([]);

    const one = loadConfig({ ...base(), KYC_ENCRYPTION_KEY: KEY, KYC_ENCRYPTION_KEY_PREVIOUS: OLD_1 });
    expect(one.kyc.encryptionKey.equals(Buffer.alloc(32, 3))).toBe(true);
    expect(one.kyc.previousKeys).toEqual([Buffer.alloc(32, 1)]);

    // Spaces after the commas and a trailing comma are forgiven.
    const several = loadConfig({ ...base(), KYC_ENCRYPTION_KEY_PREVIOUS: `${OLD_1}, ${OLD_2},` });
    expect(several.kyc.previousKeys).toEqual([Buffer.alloc(32, 1), Buffer.alloc(32, 2)]);
  });

  it('refuses a previous key that is not 32 bytes of base64, naming which one without repeating it', () => {
    const refusal = () =>
      loadConfig({ ...base(), KYC_ENCRYPTION_KEY_PREVIOUS: `${OLD_1},c2hvcnQ=,${OLD_2}` });
    expect(refusal).toThrowError(ConfigError);
    expect(refusal).toThrowError(
      'Invalid environment configuration:\n  KYC_ENCRYPTION_KEY_PREVIOUS: key 2 of 3 is not 32 bytes, base64-encoded',
    );
    expect(() => loadConfig({ ...base(), KYC_ENCRYPTION_KEY_PREVIOUS: ' , ' })).toThrowError(
      /KYC_ENCRYPTION_KEY_PREVIOUS: must be one or more keys, comma-separated/,
    );
  });

  it('uses an S3-compatible bucket when KYC_STORAGE=s3, which needs S3_BUCKET', () => {
    expect(() => loadConfig({ ...base(), KYC_STORAGE: 's3' })).toThrowError(/S3_BUCKET: required/);
    const { kyc } = loadConfig({
      ...base(),
      KYC_STORAGE: 's3',
      S3_BUCKET: 'kwacha-kyc',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'minio',
      S3_SECRET_ACCESS_KEY: 'minio-secret',
    });
    expect(kyc).toMatchObject({
      storage: 's3',
      s3: {
        bucket: 'kwacha-kyc',
        endpoint: 'http://127.0.0.1:9000',
        region: 'us-east-1',
        accessKeyId: 'minio',
        secretAccessKey: 'minio-secret',
        timeoutMs: 5000,
      },
    });
  });

  it('bounds each S3 call by S3_TIMEOUT_MS (5 s by default), within sane limits', () => {
    const s3 = { ...base(), KYC_STORAGE: 's3', S3_BUCKET: 'kwacha-kyc' };
    expect(loadConfig({ ...s3, S3_TIMEOUT_MS: '2500' }).kyc.s3?.timeoutMs).toBe(2500);
    expect(() => loadConfig({ ...s3, S3_TIMEOUT_MS: '0' })).toThrowError(/S3_TIMEOUT_MS/);
    expect(() => loadConfig({ ...s3, S3_TIMEOUT_MS: 'soon' })).toThrowError(/S3_TIMEOUT_MS/);
  });
});
