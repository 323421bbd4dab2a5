import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';

const production = {
  NODE_ENV: 'production',
  DATA_DIR: '/tmp/kwacha-test-unused',
  SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
  SMTP_URL: 'smtp://127.0.0.1:2525',
  KYC_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
};

describe('CREDIT_BUREAU (decision 052)', () => {
  it('refuses the stand-in bureau in production, like the payment simulator', () => {
    expect(() => loadConfig({ ...production, CREDIT_BUREAU: 'standin' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...production, CREDIT_BUREAU: 'standin' })).toThrow(
      'CREDIT_BUREAU: the stand-in bureau does not run in production',
    );
  });

  it('is off in production unless a bureau is named, and needs its URL and key', () => {
    expect(loadConfig(production).creditBureau.mode).toBe('off');
    expect(() => loadConfig({ ...production, CREDIT_BUREAU: 'transunion' })).toThrow(
      'CREDIT_BUREAU_URL, CREDIT_BUREAU_API_KEY: required when CREDIT_BUREAU=transunion',
    );
    const config = loadConfig({
      ...production,
      CREDIT_BUREAU: 'transunion',
      CREDIT_BUREAU_URL: 'https://bureau.example.zm',
      CREDIT_BUREAU_API_KEY: 'a-real-key-123',
    });
    expect(config.creditBureau).toEqual({
      mode: 'transunion',
      url: 'https://bureau.example.zm',
      apiKey: 'a-real-key-123',
      timeoutMs: 8000,
    });
  });

  it('uses the stand-in in development by default, and refuses a timeout out of bounds', () => {
    const dev = {
      NODE_ENV: 'development',
      DATA_DIR: '/tmp/kwacha-test-unused',
      SESSION_SECRET: production.SESSION_SECRET,
    };
    expect(loadConfig(dev).creditBureau.mode).toBe('standin');
    expect(() => loadConfig({ ...dev, CREDIT_BUREAU_TIMEOUT_MS: '0' })).toThrow(ConfigError);
  });
});
