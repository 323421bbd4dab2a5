import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const dataDir = () => mkdtempSync(join(tmpdir(), 'kwacha-config-'));

describe('loadConfig', () => {
  it('applies the documented defaults with an empty environment', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      appUrl: 'http://localhost:3000',
      smtpUrl: undefined,
      paymentProvider: 'simulator',
      simulatorDelayMs: 3000,
      redisUrl: undefined,
      logLevel: 'info',
      workers: true,
    });
  });

  it('generates the signing secret into DATA_DIR once and reuses it', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).sessionSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dir, 'session-secret'), 'utf8').trim()).toBe(first);
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(first);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/x'],
    ['SMTP_URL', 'not a url'],
    ['PAYMENT_PROVIDER', 'paypal'],
    ['LOG_LEVEL', 'loud'],
    ['SESSION_SECRET', 'too-short'],
  ])('stops with a message naming %s when it is %s', (name, value) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), [name]: value })).toThrowError(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), [name]: value })).toThrowError(new RegExp(`${name}:`));
  });

  it('requires SESSION_SECRET in production', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production' })).toThrowError(
      /SESSION_SECRET: required/,
    );
  });

  it('requires SMTP_URL in production: no mail would reach anyone (outside it, a local mailbox keeps it)', () => {
    const production = {
      DATA_DIR: dataDir(),
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(40),
      KYC_ENCRYPTION_KEY: Buffer.alloc(32, 3).toString('base64'),
    };
    expect(() => loadConfig(production)).toThrowError(ConfigError);
    expect(() => loadConfig(production)).toThrowError(/SMTP_URL: required when NODE_ENV=production/);
    expect(() => loadConfig({ ...production, SMTP_URL: '' })).toThrowError(/SMTP_URL: required/);
    expect(loadConfig({ ...production, SMTP_URL: 'smtp://mail.example.zm:587' }).smtpUrl).toBe(
      'smtp://mail.example.zm:587',
    );
    expect(loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'development' }).smtpUrl).toBeUndefined();
  });

  it('treats an empty DATABASE_URL as unset (embedded database)', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  });
});
