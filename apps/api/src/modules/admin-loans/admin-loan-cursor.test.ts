import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from './admin-loan-cursor';

const id = '3f2a9c1e-41aa-4c55-9e0b-1234567890ab';

describe('loan list cursor', () => {
  it('round-trips a date key with microseconds and an amount key', () => {
    const byDate = { sort: 'newest', key: '2026-11-21T08:15:30.123456Z', id } as const;
    expect(decodeCursor(encodeCursor(byDate), 'newest')).toEqual(byDate);
    const byAmount = { sort: 'amount_asc', key: '150050', id } as const;
    expect(decodeCursor(encodeCursor(byAmount), 'amount_asc')).toEqual(byAmount);
  });

  it('is opaque: base64url text', () => {
    expect(encodeCursor({ sort: 'oldest', key: '2026-11-21T08:15:30.123456Z', id })).toMatch(/^[\w-]+$/);
  });

  it('refuses tampered, truncated or foreign cursors with a validation error', () => {
    const good = encodeCursor({ sort: 'newest', key: '2026-11-21T08:15:30.123456Z', id });
    const bad = [
      'not a cursor',
      good.slice(0, -4),
      `${good}x`,
      encodeCursor({ sort: 'newest', key: '2026-02-30T08:15:30.123456Z', id }),
      // A hand-made cursor dated year 0000: PostgreSQL has no such year (it answered 500).
      encodeCursor({ sort: 'newest', key: '0000-01-01T00:00:00.000000Z', id }),
      encodeCursor({ sort: 'newest', key: '9999-12-31T23:59:59.999999Z', id }),
      encodeCursor({ sort: 'newest', key: "2026-11-21'; drop table users; --", id }),
      encodeCursor({ sort: 'newest', key: '2026-11-21T08:15:30.123456Z', id: 'x' }),
      Buffer.from(JSON.stringify({ sort: 'newest' })).toString('base64url'),
    ];
    for (const cursor of bad) {
      expect(() => decodeCursor(cursor, 'newest'), cursor).toThrow(
        expect.objectContaining({ code: 'VALIDATION_ERROR' }),
      );
    }
    // A cursor of one order replayed against another.
    expect(() => decodeCursor(good, 'amount_desc')).toThrow(
      expect.objectContaining({ code: 'VALIDATION_ERROR' }),
    );
  });
});
