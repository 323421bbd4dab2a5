import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../config';
import { loadAirtelConfig } from './airtel-config';

const publicKey = generateKeyPairSync('rsa', { modulusLength: 1024 }).publicKey;
const base64Key = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');

const valid = {
  AIRTEL_BASE_URL: 'https://openapiuat.airtel.co.zm/',
  AIRTEL_CLIENT_ID: 'id',
  AIRTEL_CLIENT_SECRET: 'secret',
  AIRTEL_DISBURSEMENT_PIN: '1234',
  AIRTEL_PIN_PUBLIC_KEY: base64Key,
};

describe('loadAirtelConfig', () => {
  it('reads the variables with their defaults', () => {
    const config = loadAirtelConfig(valid);

    expect(config).toMatchObject({
      baseUrl: 'https://openapiuat.airtel.co.zm',
      clientId: 'id',
      clientSecret: 'secret',
      disbursementPin: '1234',
      messageSigning: true,
      callbackSecret: undefined,
      callbackUrl: undefined,
      timeoutMs: 15_000,
    });
    expect(config.pinPublicKey.asymmetricKeyType).toBe('rsa');
  });

  it('names every missing or bad variable', () => {
    const load = () =>
      loadAirtelConfig({
        AIRTEL_BASE_URL: 'ftp://x',
        AIRTEL_DISBURSEMENT_PIN: '12',
        AIRTEL_TIMEOUT_MS: 'soon',
      });

    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/AIRTEL_BASE_URL: must be a URL starting with http:\/\/ or https:\/\//);
    expect(load).toThrow(/AIRTEL_CLIENT_ID/);
    expect(load).toThrow(/AIRTEL_CLIENT_SECRET/);
    expect(load).toThrow(/AIRTEL_DISBURSEMENT_PIN: must be the 4-digit disbursement PIN/);
    expect(load).toThrow(/AIRTEL_PIN_PUBLIC_KEY/);
    expect(load).toThrow(/AIRTEL_TIMEOUT_MS/);
  });

  it('refuses a public key that is not one', () => {
    expect(() => loadAirtelConfig({ ...valid, AIRTEL_PIN_PUBLIC_KEY: 'bm90IGEga2V5' })).toThrow(
      'AIRTEL_PIN_PUBLIC_KEY: must be an RSA public key (base64 DER or PEM)',
    );
  });

  it('accepts a PEM key, signing off, a callback secret and a time limit', () => {
    const config = loadAirtelConfig({
      ...valid,
      AIRTEL_PIN_PUBLIC_KEY: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
      AIRTEL_MESSAGE_SIGNING: 'off',
      AIRTEL_CALLBACK_SECRET: 'k',
      AIRTEL_CALLBACK_URL: 'https://loans.example/api/webhooks/airtel',
      AIRTEL_TIMEOUT_MS: '5000',
    });

    expect(config).toMatchObject({ messageSigning: false, callbackSecret: 'k', timeoutMs: 5000 });
  });
});
