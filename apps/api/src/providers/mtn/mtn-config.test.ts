import { describe, expect, it } from 'vitest';
import { loadMtnConfig, MTN_SANDBOX_URL } from './mtn-config';

const credentials = {
  MTN_COLLECTION_SUBSCRIPTION_KEY: 'col-sub-secret',
  MTN_COLLECTION_API_USER: 'col-user',
  MTN_COLLECTION_API_KEY: 'col-key-secret',
  MTN_DISBURSEMENT_SUBSCRIPTION_KEY: 'dis-sub-secret',
  MTN_DISBURSEMENT_API_USER: 'dis-user',
  MTN_DISBURSEMENT_API_KEY: 'dis-key-secret',
};

describe('loadMtnConfig', () => {
  it('defaults to the sandbox, ZMW, 15 s and no callback URL', () => {
    const config = loadMtnConfig(credentials);
    expect(config).toMatchObject({
      baseUrl: MTN_SANDBOX_URL,
      targetEnvironment: 'sandbox',
      currency: 'ZMW',
      timeoutMs: 15_000,
      callbackUrl: null,
      collection: { subscriptionKey: 'col-sub-secret', apiUser: 'col-user', apiKey: 'col-key-secret' },
      disbursement: { subscriptionKey: 'dis-sub-secret', apiUser: 'dis-user', apiKey: 'dis-key-secret' },
    });
  });

  it('reads production settings and drops a trailing slash from the base URL', () => {
    const config = loadMtnConfig({
      ...credentials,
      MTN_BASE_URL: 'https://proxy.momoapi.mtn.com/',
      MTN_TARGET_ENVIRONMENT: 'mtnzambia',
      MTN_CALLBACK_URL: 'https://kwacha.example.zm/api/webhooks/mtn',
      MTN_TIMEOUT_MS: '8000',
    });
    expect(config.baseUrl).toBe('https://proxy.momoapi.mtn.com');
    expect(config.targetEnvironment).toBe('mtnzambia');
    expect(config.callbackUrl).toBe('https://kwacha.example.zm/api/webhooks/mtn');
    expect(config.timeoutMs).toBe(8000);
  });

  it('names every missing or bad variable and never echoes a value', () => {
    let message = '';
    try {
      loadMtnConfig({
        ...credentials,
        MTN_COLLECTION_API_KEY: '',
        MTN_BASE_URL: 'ftp://x',
        MTN_TIMEOUT_MS: '-1',
      });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('MTN_COLLECTION_API_KEY: is required');
    expect(message).toContain('MTN_BASE_URL: must be a URL starting with http:// or https://');
    expect(message).toContain('MTN_TIMEOUT_MS');
    expect(message).not.toContain('secret');
    expect(() => loadMtnConfig({})).toThrow(/MTN_DISBURSEMENT_SUBSCRIPTION_KEY: is required/);
  });
});
