import { type DatabaseHandle, simulatorTransactions } from '@kwacha/db';
import { createTestDatabase } from '@kwacha/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { CollectionRequest } from '../ports';
import { createSimulatorCollections } from './simulator-collections';
import { SIMULATOR_REASONS } from './simulator-outcomes';

const request = (reference: string, msisdn: string): CollectionRequest => ({
  reference,
  amountNgwee: 10_000,
  msisdn,
  operator: 'mtn',
  narration: 'test',
});

describe('the simulator collections adapter', () => {
  let database: DatabaseHandle;
  let clock = new Date('2026-11-21T10:00:00Z');
  const advance = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };

  beforeAll(async () => {
    database = await createTestDatabase(inject('testDatabaseBase'));
  });
  afterAll(() => database.close());

  const port = () => createSimulatorCollections({ db: database.db, now: () => clock, delayMs: 3000 });

  it('refuses a wallet ending 0000 at once for insufficient funds', async () => {
    expect(await port().requestPayment(request('PAY-A', '+260961230000'))).toEqual({
      state: 'failed',
      providerReference: expect.stringMatching(/^SIM-/),
      reason: SIMULATOR_REASONS.insufficientFunds,
      insufficientFunds: true,
    });
  });

  it('accepts 0001 and declines it after the delay; 0002 never settles; others succeed after the delay', async () => {
    const p = port();
    for (const [reference, msisdn] of [
      ['PAY-B', '+260961230001'],
      ['PAY-C', '+260961230002'],
      ['PAY-D', '+260961234567'],
    ] as const) {
      expect((await p.requestPayment(request(reference, msisdn))).state).toBe('pending');
    }
    advance(2999);
    expect((await p.paymentStatus('PAY-D')).state).toBe('pending');
    advance(1);
    expect(await p.paymentStatus('PAY-B')).toMatchObject({
      state: 'failed',
      reason: SIMULATOR_REASONS.payerDeclined,
    });
    expect((await p.paymentStatus('PAY-C')).state).toBe('pending');
    // A fresh adapter (another process) sees the same request settle.
    expect((await port().paymentStatus('PAY-D')).state).toBe('successful');
    advance(24 * 3600_000);
    expect((await p.paymentStatus('PAY-C')).state).toBe('pending');
  });

  it('answers a repeated reference with that request, never a second one', async () => {
    const first = await port().requestPayment(request('PAY-E', '+260961234567'));
    const again = await port().requestPayment({ ...request('PAY-E', '+260961234567'), amountNgwee: 99 });
    expect(again).toEqual(first);
    const rows = await database.db
      .select()
      .from(simulatorTransactions)
      .where(eq(simulatorTransactions.reference, 'PAY-E'));
    expect(rows).toHaveLength(1);
    expect(await port().paymentStatus('PAY-NEVER')).toEqual({ state: 'not_found' });
    expect(port().parseCallback({ headers: {}, rawBody: '{}' })).toEqual([]);
  });
});
