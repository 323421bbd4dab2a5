import { describe, expect, it } from 'vitest';
import { SIMULATOR_REASONS, type SimulatorKind, simulatedOutcome } from './simulator-outcomes';

const created = new Date('2026-11-21T10:00:00Z');
const DELAY = 3000;
const at = (ms: number) => new Date(created.getTime() + ms);
const outcome = (kind: SimulatorKind, account: string, ms: number) =>
  simulatedOutcome({ kind, account, createdAt: created, providerReference: 'SIM-1' }, at(ms), DELAY);

describe('the payment simulator (docs/product.md §16)', () => {
  it.each([
    // account, just after the request, after the delay
    ['+260971230000', 'failed', 'failed'],
    ['+260971230001', 'pending', 'failed'],
    ['+260971230002', 'pending', 'pending'],
    ['+260971234567', 'pending', 'successful'],
    ['1234560000', 'failed', 'failed'],
    ['1234560001', 'pending', 'successful'],
    ['1234560002', 'pending', 'successful'],
  ])('disbursement to %s: %s at first, %s after the delay', (account, first, later) => {
    expect(outcome('disbursement', account, 0).state).toBe(first);
    expect(outcome('disbursement', account, DELAY - 1).state).toBe(first);
    expect(outcome('disbursement', account, DELAY).state).toBe(later);
    expect(outcome('disbursement', account, 24 * 3600_000).state).toBe(later);
  });

  it('gives the reasons staff and borrowers read', () => {
    expect(outcome('disbursement', '+260971230000', 0)).toEqual({
      state: 'failed',
      providerReference: 'SIM-1',
      reason: 'Payee not found',
    });
    expect(outcome('disbursement', '+260971230001', DELAY)).toMatchObject({
      reason: "Transfer declined by the payee's wallet",
    });
    expect(outcome('disbursement', '1234560000', 0)).toMatchObject({ reason: 'Bank account not found' });
  });

  it('applies the same endings to collections, with insufficient funds for 0000', () => {
    expect(outcome('collection', '+260961230000', 0)).toEqual({
      state: 'failed',
      providerReference: 'SIM-1',
      reason: SIMULATOR_REASONS.insufficientFunds,
      insufficientFunds: true,
    });
    expect(outcome('collection', '+260961230001', DELAY)).toMatchObject({
      state: 'failed',
      reason: SIMULATOR_REASONS.payerDeclined,
    });
    expect(outcome('collection', '+260961230002', DELAY * 100).state).toBe('pending');
    expect(outcome('collection', '+260961234567', DELAY).state).toBe('successful');
  });
});
