import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';

const env = (extra: Record<string, string>) => ({
  DATA_DIR: mkdtempSync(join(tmpdir(), 'kwacha-totp-config-')),
  ...extra,
});
const production = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'x'.repeat(40),
  SMTP_URL: 'smtp://mail.example.zm:587',
  KYC_ENCRYPTION_KEY: Buffer.alloc(32, 3).toString('base64'),
};

// README "Staff accounts" and decision 057: superusers are held to an authenticator app in production;
// the quick start and the journeys sign in with a password unless told otherwise.
describe('STAFF_TOTP_REQUIRED', () => {
  it('is on in production and off elsewhere by default', () => {
    expect(loadConfig(env(production)).staffTotpRequired).toBe(true);
    expect(loadConfig(env({})).staffTotpRequired).toBe(false);
    expect(loadConfig(env({ NODE_ENV: 'test' })).staffTotpRequired).toBe(false);
  });

  it('can be switched either way', () => {
    expect(loadConfig(env({ ...production, STAFF_TOTP_REQUIRED: 'off' })).staffTotpRequired).toBe(false);
    expect(loadConfig(env({ STAFF_TOTP_REQUIRED: 'on' })).staffTotpRequired).toBe(true);
    expect(() => loadConfig(env({ STAFF_TOTP_REQUIRED: 'yes' }))).toThrowError(/STAFF_TOTP_REQUIRED/);
  });
});
