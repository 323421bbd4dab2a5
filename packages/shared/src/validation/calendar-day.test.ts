import { describe, expect, it } from 'vitest';
import { CALENDAR_DAY_MESSAGE, calendarDay } from './calendar-day';

describe('calendar day', () => {
  it('takes a real day written YYYY-MM-DD', () => {
    expect(calendarDay().parse('2026-11-21')).toBe('2026-11-21');
    expect(calendarDay().parse('2028-02-29')).toBe('2028-02-29');
  });

  it.each([
    '2026-02-30',
    '2027-02-29',
    '2026-13-01',
    '21-11-2026',
    '2026-11-21T00:00',
    '1999-12-31',
    '',
    ['2026-11-21', '2026-11-22'],
  ])('refuses %j with the message the caller gave', (value) => {
    expect(calendarDay().safeParse(value).error?.issues[0]?.message).toBe(CALENDAR_DAY_MESSAGE);
    expect(calendarDay('Pick a day.').safeParse(value).error?.issues[0]?.message).toBe('Pick a day.');
  });
});
