import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ageOn, isAdultInLusaka, LUSAKA_TIME_ZONE, lusakaToday } from './age';

const intlLusakaDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: LUSAKA_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

describe('lusakaToday', () => {
  it('turns the date at 22:00 UTC, midnight in Lusaka', () => {
    expect(lusakaToday(new Date('2026-12-31T21:59:59.999Z'))).toBe('2026-12-31');
    expect(lusakaToday(new Date('2026-12-31T22:00:00.000Z'))).toBe('2027-01-01');
  });

  it("agrees with Intl's Africa/Lusaka at any instant from 1970 to 2100", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Date.UTC(2100, 0, 1) }), (ms) => {
        const now = new Date(ms);
        expect(lusakaToday(now)).toBe(intlLusakaDate.format(now));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('age', () => {
  it('counts a birthday today as a year more', () => {
    expect(ageOn('2008-11-28', '2026-11-28')).toBe(18);
    expect(ageOn('2008-11-29', '2026-11-28')).toBe(17);
  });

  it('is 18 from the first minute of the birthday in Lusaka, the evening before in UTC', () => {
    expect(isAdultInLusaka('2008-11-28', new Date('2026-11-27T21:59:00Z'))).toBe(false);
    expect(isAdultInLusaka('2008-11-28', new Date('2026-11-27T22:00:00Z'))).toBe(true);
  });
});
