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

const ALL_SIMULATOR = {
  collections: { mtn: 'simulator', airtel: 'simulator', zamtel: 'simulator' },
  payouts: { mtn: 'simulator', airtel: 'simulator', zamtel: 'simulator', bank: 'simulator' },
};

describe('createProviders: which provider serves which channel', () => {
  it('uses the simulator for everything by default, and says it is a demonstration', () => {
    const providers = build({});
    expect(providers.routing).toEqual(ALL_SIMULATOR);
    expect(providers.demonstration).toBe(true);
    for (const operator of ['mtn', 'airtel', 'zamtel'] as const) {
      expect(providers.collectionsFor(operator).provider).toBe('simulator');
      expect(providers.disbursementFor({ method: 'mobile_money', operator }).provider).toBe('simulator');
    }
    expect(providers.disbursementFor({ method: 'bank_account' }).provider).toBe('simulator');
  });

  it('routes each operator and bank accounts to their own provider, one adapter instance per provider', () => {
    const providers = build({
      paymentProviderOverrides: { mtn: 'mtn', airtel: 'airtel', zamtel: 'lenco', bank: 'lenco' },
      providerEnv: CREDENTIALS,
    });
    expect(providers.routing).toEqual({
      collections: { mtn: 'mtn', airtel: 'airtel', zamtel: null },
      payouts: { mtn: 'mtn', airtel: 'airtel', zamtel: 'lenco', bank: 'lenco' },
    });
    expect(providers.demonstration).toBe(false);
    expect(providers.collectionsFor('mtn').provider).toBe('mtn');
    expect(providers.collectionsFor('airtel').provider).toBe('airtel');
    expect(providers.disbursementFor({ method: 'mobile_money', operator: 'airtel' }).provider).toBe('airtel');
    expect(providers.disbursementFor({ method: 'mobile_money', operator: 'zamtel' }).provider).toBe('lenco');
    expect(providers.disbursementFor({ method: 'bank_account' }).provider).toBe('lenco');
    // Shared instances: MTN's collections and disbursements share one client (and so its tokens).
    expect(providers.byName('mtn').collections).toBe(providers.collectionsFor('mtn'));
    expect(providers.byName('lenco').disbursement).toBe(
      providers.disbursementFor({ method: 'bank_account' }),
    );
    expect(providers.byName('airtel').parseDisbursementCallback).toBeTypeOf('function');
  });

  it('PAYMENT_PROVIDER=lenco pays Zamtel wallets out through Lenco and leaves Zamtel repayments off (Lenco does not collect from Zamtel)', () => {
    const providers = build({ paymentProvider: 'lenco', providerEnv: CREDENTIALS });
    expect(providers.routing).toEqual({
      collections: { mtn: 'lenco', airtel: 'lenco', zamtel: null },
      payouts: { mtn: 'lenco', airtel: 'lenco', zamtel: 'lenco', bank: 'lenco' },
    });
    expect(providers.collectsFrom('zamtel')).toBe(false);
    expect(providers.paysOutTo({ method: 'mobile_money', operator: 'zamtel' })).toBe(true);
    // Never simulated, never silently accepted: asking for the port of a channel that is off throws.
    expect(() => providers.collectionsFor('zamtel')).toThrowError(ProviderUnavailableError);
  });

  it('a channel the chosen provider cannot serve is off, not simulated; an override of off turns one off', () => {
    const providers = build({
      paymentProvider: 'mtn',
      paymentProviderOverrides: { airtel: 'airtel', bank: 'off' },
      providerEnv: CREDENTIALS,
    });
    expect(providers.routing).toEqual({
      collections: { mtn: 'mtn', airtel: 'airtel', zamtel: null },
      payouts: { mtn: 'mtn', airtel: 'airtel', zamtel: null, bank: null },
    });
    expect(providers.paysOutTo({ method: 'bank_account' })).toBe(false);
    expect(() => providers.bankDirectory()).toThrowError(ProviderUnavailableError);
    expect(() => providers.disbursementFor({ method: 'mobile_money', operator: 'zamtel' })).toThrowError(
      /paying out to zamtel is off/,
    );
  });

  it.each([
    [
      { airtel: 'mtn' },
      'PAYMENT_PROVIDER_AIRTEL: "mtn" cannot serve Airtel wallets (MTN MoMo serves only MTN wallets); set it to airtel, lenco or off',
    ],
    [
      { mtn: 'airtel' },
      'PAYMENT_PROVIDER_MTN: "airtel" cannot serve MTN wallets (Airtel Money serves only Airtel wallets); set it to mtn, lenco or off',
    ],
    [
      { zamtel: 'mtn' },
      'PAYMENT_PROVIDER_ZAMTEL: "mtn" cannot serve Zamtel wallets (MTN MoMo serves only MTN wallets); set it to lenco or off',
    ],
    [{ bank: 'airtel' }, 'PAYMENT_PROVIDER_BANK: "airtel" cannot serve bank accounts'],
  ] as const)('an override that serves nothing of its channel stops the start: %j', (overrides, expected) => {
    const message = failure({ paymentProviderOverrides: overrides, providerEnv: CREDENTIALS });
    expect(message).toContain(expected);
  });

  it('refuses a routing with which no borrower could repay', () => {
    expect(
      failure({
        paymentProviderOverrides: { mtn: 'off', airtel: 'off', zamtel: 'off' },
        providerEnv: CREDENTIALS,
      }),
    ).toContain('no channel can collect repayments');
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

describe('production: no money path served by the simulator', () => {
  // The setup the docs used to recommend: MTN and Airtel on their real adapters, Zamtel on the simulator.
  const realButZamtel = {
    nodeEnv: 'production',
    paymentProviderOverrides: { mtn: 'mtn', airtel: 'airtel', zamtel: 'simulator', bank: 'lenco' },
    providerEnv: CREDENTIALS,
  } as const;

  it('refuses to start while any channel would be simulated, naming the variable and the channel', () => {
    const message = failure(realButZamtel);
    expect(message).toContain(
      'PAYMENT_PROVIDER_ZAMTEL: the payment simulator would serve Zamtel wallets in production, and it moves no money; set PAYMENT_PROVIDER_ZAMTEL to lenco or off',
    );
    expect(message).toContain('ALLOW_PAYMENT_SIMULATOR=true');
    expect(message).not.toContain('PAYMENT_PROVIDER_MTN');
  });

  it('names every channel when PAYMENT_PROVIDER is left at its default', () => {
    const message = failure({ nodeEnv: 'production' });
    for (const variable of ['MTN', 'AIRTEL', 'ZAMTEL', 'BANK']) {
      expect(message).toContain(
        `PAYMENT_PROVIDER_${variable} (not set, so PAYMENT_PROVIDER): the payment simulator`,
      );
    }
  });

  it('starts with every channel on a real provider or off, and the simulator never settles a stored row', () => {
    const providers = build({
      ...realButZamtel,
      paymentProviderOverrides: { ...realButZamtel.paymentProviderOverrides, zamtel: 'lenco' },
    });
    expect(providers.demonstration).toBe(false);
    expect(() => providers.byName('simulator')).toThrowError(/does not run in production/);
  });

  it('ALLOW_PAYMENT_SIMULATOR=true makes it a declared demonstration', () => {
    const providers = build({ ...realButZamtel, allowPaymentSimulator: true });
    expect(providers.routing.collections.zamtel).toBe('simulator');
    expect(providers.demonstration).toBe(true);
    expect(providers.byName('simulator').collections.provider).toBe('simulator');
  });

  it('loadConfig reads ALLOW_PAYMENT_SIMULATOR and an override of off', () => {
    const config = loadConfig({
      DATA_DIR: '/tmp/kwacha-test-unused',
      SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
      ALLOW_PAYMENT_SIMULATOR: 'true',
      PAYMENT_PROVIDER_ZAMTEL: 'off',
    });
    expect(config.allowPaymentSimulator).toBe(true);
    expect(config.paymentProviderOverrides).toEqual({ zamtel: 'off' });
    expect(() =>
      loadConfig({ DATA_DIR: '/tmp/kwacha-test-unused', ALLOW_PAYMENT_SIMULATOR: 'yes' }),
    ).toThrowError(/ALLOW_PAYMENT_SIMULATOR:/);
  });
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
