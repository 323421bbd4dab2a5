import { generateKeyPairSync } from 'node:crypto';
import type { Database } from '@kwacha/db';
import { describe, expect, it } from 'vitest';
import { type Config, ConfigError, loadConfig } from '../config';
import { testConfig } from '../testing/test-app';
import { createProviders, ProviderUnavailableError } from './registry';

// Building a port opens no connection, so neither a database nor a provider is needed to choose one.
const db = {} as Database;
const now = () => new Date();
const build = (overrides: Partial<Config>) => createProviders({ config: testConfig(overrides), db, now });
const failure = (overrides: Partial<Config>) => {
  try {
    build(overrides);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected a ConfigError');
};

const CREDENTIALS = {
  MTN_COLLECTION_SUBSCRIPTION_KEY: 'mtn-col-sub-secret',
  MTN_COLLECTION_API_USER: '0c5d2a7e-6f3b-4c1a-9d8e-1f2a3b4c5d6e',
  MTN_COLLECTION_API_KEY: 'mtn-col-key-secret',
  MTN_DISBURSEMENT_SUBSCRIPTION_KEY: 'mtn-dis-sub-secret',
  MTN_DISBURSEMENT_API_USER: '7e1f9b2c-3d4a-4e5f-8a6b-7c8d9e0f1a2b',
  MTN_DISBURSEMENT_API_KEY: 'mtn-dis-key-secret',
  AIRTEL_BASE_URL: 'https://openapiuat.airtel.africa',
  AIRTEL_CLIENT_ID: 'airtel-client',
  AIRTEL_CLIENT_SECRET: 'airtel-secret-value',
  AIRTEL_DISBURSEMENT_PIN: '1234',
  AIRTEL_PIN_PUBLIC_KEY: generateKeyPairSync('rsa', { modulusLength: 1024 })
    .publicKey.export({ type: 'spki', format: 'der' })
    .toString('base64'),
  LENCO_API_KEY: 'lenco-secret-key-0123456789',
  LENCO_ACCOUNT_ID: 'b176cda5-7d97-4a3f-b4dd-ab0234e9e08c',
};

describe('createProviders: which provider serves which channel', () => {
  it('uses the simulator for everything by default', () => {
    const providers = build({});
    expect(providers.routing).toEqual({
      mtn: 'simulator',
      airtel: 'simulator',
      zamtel: 'simulator',
      bank: 'simulator',
    });
    for (const operator of ['mtn', 'airtel', 'zamtel'] as const) {
      expect(providers.collectionsFor(operator).provider).toBe('simulator');
      expect(providers.disbursementFor({ method: 'mobile_money', operator }).provider).toBe('simulator');
    }
    expect(providers.disbursementFor({ method: 'bank_account' }).provider).toBe('simulator');
  });

  it('routes each operator and bank accounts to their own provider, one adapter instance per provider', () => {
    const providers = build({
      paymentProviderOverrides: { mtn: 'mtn', airtel: 'airtel', bank: 'lenco' },
      providerEnv: CREDENTIALS,
    });
    expect(providers.routing).toEqual({ mtn: 'mtn', airtel: 'airtel', zamtel: 'simulator', bank: 'lenco' });
    expect(providers.collectionsFor('mtn').provider).toBe('mtn');
    expect(providers.collectionsFor('airtel').provider).toBe('airtel');
    expect(providers.collectionsFor('zamtel').provider).toBe('simulator');
    expect(providers.disbursementFor({ method: 'mobile_money', operator: 'airtel' }).provider).toBe('airtel');
    expect(providers.disbursementFor({ method: 'bank_account' }).provider).toBe('lenco');
    // Shared instances: MTN's collections and disbursements share one client (and so its tokens).
    expect(providers.byName('mtn').collections).toBe(providers.collectionsFor('mtn'));
    expect(providers.byName('lenco').disbursement).toBe(
      providers.disbursementFor({ method: 'bank_account' }),
    );
    expect(providers.byName('airtel').parseDisbursementCallback).toBeTypeOf('function');
  });

  it('PAYMENT_PROVIDER=lenco needs another provider for Zamtel, whose repayments Lenco cannot collect', () => {
    const message = failure({ paymentProvider: 'lenco', providerEnv: CREDENTIALS });
    expect(message).toContain(
      'PAYMENT_PROVIDER_ZAMTEL: not set, so PAYMENT_PROVIDER "lenco" would serve Zamtel wallets, but Lenco cannot collect repayments from Zamtel wallets; set PAYMENT_PROVIDER_ZAMTEL to simulator',
    );
    expect(message).not.toContain('PAYMENT_PROVIDER_MTN');
    const routed = build({
      paymentProvider: 'lenco',
      paymentProviderOverrides: { zamtel: 'simulator' },
      providerEnv: CREDENTIALS,
    });
    expect(routed.routing).toEqual({ mtn: 'lenco', airtel: 'lenco', zamtel: 'simulator', bank: 'lenco' });
  });

  it('names every channel the chosen provider cannot serve', () => {
    const message = failure({ paymentProvider: 'mtn', providerEnv: CREDENTIALS });
    expect(message).toContain(
      'PAYMENT_PROVIDER_AIRTEL: not set, so PAYMENT_PROVIDER "mtn" would serve Airtel wallets',
    );
    expect(message).toContain('PAYMENT_PROVIDER_ZAMTEL: not set');
    expect(message).toContain('PAYMENT_PROVIDER_BANK: not set');
    expect(message).toContain('set PAYMENT_PROVIDER_BANK to simulator, lenco');
  });

  it.each([
    [
      { airtel: 'mtn' },
      'PAYMENT_PROVIDER_AIRTEL: "mtn" cannot serve Airtel wallets (MTN MoMo serves only MTN wallets)',
    ],
    [
      { mtn: 'airtel' },
      'PAYMENT_PROVIDER_MTN: "airtel" cannot serve MTN wallets (Airtel Money serves only Airtel wallets)',
    ],
    [{ zamtel: 'lenco' }, 'PAYMENT_PROVIDER_ZAMTEL: "lenco" cannot serve Zamtel wallets'],
    [{ bank: 'airtel' }, 'PAYMENT_PROVIDER_BANK: "airtel" cannot serve bank accounts'],
  ] as const)('an override that cannot serve its channel stops the start: %j', (overrides, expected) => {
    expect(failure({ paymentProviderOverrides: overrides, providerEnv: CREDENTIALS })).toContain(expected);
  });

  it.each([
    [{ mtn: 'mtn' }, 'MTN_COLLECTION_API_KEY'],
    [{ airtel: 'airtel' }, 'AIRTEL_CLIENT_SECRET'],
    [{ bank: 'lenco' }, 'LENCO_API_KEY'],
  ] as const)(
    'a routed provider without its credentials (%j) stops the start naming %s, never a value',
    (overrides, variable) => {
      const partial = Object.fromEntries(Object.entries(CREDENTIALS).filter(([key]) => key !== variable));
      const message = failure({ paymentProviderOverrides: overrides, providerEnv: partial });
      expect(message).toContain(variable);
      for (const value of Object.values(partial)) expect(message).not.toContain(value);
    },
  );
});

describe('Providers.byName: the provider that handled a stored row', () => {
  it('builds a provider no channel routes to on first use, from its own variables', () => {
    const providers = build({ providerEnv: CREDENTIALS });
    expect(providers.byName('lenco').collections.provider).toBe('lenco');
    expect(providers.byName('lenco')).toBe(providers.byName('lenco'));
  });

  it('an unknown or unconfigured provider is ProviderUnavailableError, not a crash at start', () => {
    const providers = build({});
    expect(() => providers.byName('paypal')).toThrowError(ProviderUnavailableError);
    expect(() => providers.byName('mtn')).toThrowError(/payment provider "mtn" is not configured/);
  });
});

describe('loadConfig: the routing variables', () => {
  it('reads the per-channel overrides and keeps only the providers’ own variables', () => {
    const config = loadConfig({
      DATA_DIR: '/tmp/kwacha-test-unused',
      SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
      PAYMENT_PROVIDER_MTN: 'mtn',
      PAYMENT_PROVIDER_ZAMTEL: '',
      MTN_TIMEOUT_MS: '500',
      LENCO_API_KEY: 'k',
      SMTP_URL: 'smtp://user:pass@mail.example:587',
    });
    expect(config.paymentProviderOverrides).toEqual({ mtn: 'mtn' });
    expect(config.providerEnv).toEqual({ MTN_TIMEOUT_MS: '500', LENCO_API_KEY: 'k' });
  });

  it('refuses an unknown provider in an override, naming the variable', () => {
    expect(() =>
      loadConfig({ DATA_DIR: '/tmp/kwacha-test-unused', PAYMENT_PROVIDER_BANK: 'paypal' }),
    ).toThrowError(/PAYMENT_PROVIDER_BANK:/);
  });
});
