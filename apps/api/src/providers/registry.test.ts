import type { Database } from '@kwacha/db';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../config';
import { testConfig } from '../testing/test-app';
import { createProviders } from './registry';

// Building a port opens no connection, so a database is not needed to choose one.
const db = {} as Database;
const now = () => new Date();

describe('createProviders', () => {
  it('uses the simulator by default', () => {
    const providers = createProviders({ config: testConfig(), db, now });
    expect(providers.disbursement.provider).toBe('simulator');
    expect(providers.collections.provider).toBe('simulator');
  });

  it.each(['mtn', 'airtel', 'lenco'] as const)(
    'PAYMENT_PROVIDER=%s builds that adapter or stops the start naming the variable',
    (name) => {
      let built: ReturnType<typeof createProviders> | undefined;
      try {
        built = createProviders({ config: testConfig({ paymentProvider: name }), db, now });
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        expect((error as Error).message).toContain(`PAYMENT_PROVIDER: "${name}" is not available`);
        return;
      }
      // Never a silent fallback to another provider.
      expect(built.disbursement.provider).toBe(name);
      expect(built.collections.provider).toBe(name);
    },
  );
});
