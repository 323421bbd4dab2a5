import { type DatabaseHandle, simulatorTransactions } from '@kwacha/db';
import { createTestDatabase } from '@kwacha/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { TransferRequest } from '../ports';
import { createSimulatorDisbursements } from './simulator-disbursements';

const request = (reference: string, msisdn: string): TransferRequest => ({
  reference,
  amountNgwee: 95_000,
  destination: { method: 'mobile_money', operator: 'airtel', msisdn, accountName: 'Mwila Banda' },
  narration: 'test',
});

describe('the simulator disbursement adapter', () => {
  let database: DatabaseHandle;
  let clock = new Date('2026-11-21T10:00:00Z');

  beforeAll(async () => {
    database = await createTestDatabase(inject('testDatabaseBase'));
  });
  afterAll(() => database.close());

  const port = () => createSimulatorDisbursements({ db: database.db, now: () => clock, delayMs: 3000 });

  it('keeps its books in the database and settles by the clock', async () => {
    const accepted = await port().transfer(request('DSB-A', '+260971234567'));
    expect(accepted).toMatchObject({ state: 'pending', providerReference: expect.stringMatching(/^SIM-/) });
    const [row] = await database.db
      .select()
      .from(simulatorTransactions)
      .where(eq(simulatorTransactions.reference, 'DSB-A'));
    expect(row).toMatchObject({
      kind: 'disbursement',
      amount: 95_000,
      account: '+260971234567',
      createdAt: clock,
    });

    clock = new Date(clock.getTime() + 3000);
    // A fresh adapter (another process) sees the same transaction.
    expect(await port().transferStatus('DSB-A')).toEqual({
      state: 'successful',
      providerReference: accepted.state === 'pending' ? accepted.providerReference : null,
    });
  });

  it('answers a repeated reference with that transaction, never a second one', async () => {
    const first = await port().transfer(request('DSB-B', '+260971230002'));
    const again = await port().transfer(request('DSB-B', '+260971239999'));
    expect(again).toEqual(first);
    const rows = await database.db
      .select()
      .from(simulatorTransactions)
      .where(eq(simulatorTransactions.reference, 'DSB-B'));
    expect(rows).toHaveLength(1);
  });

  it('does not know a reference it never received', async () => {
    expect(await port().transferStatus('DSB-NEVER-SENT')).toEqual({ state: 'not_found' });
  });
});
