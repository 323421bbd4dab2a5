import { describe, expect, it } from 'vitest';
import { calendarDayIn, formatCalendarDate } from './format-calendar-date';
import { LANGUAGES } from './languages';

const christmas = { year: 2026, month: 12, day: 25 };

describe('formatCalendarDate', () => {
  it('prints English exactly as Intl en-GB does, for every month', () => {
    for (let month = 1; month <= 12; month++) {
      const at = new Date(Date.UTC(2026, month - 1, 9));
      const day = { year: 2026, month, day: 9 };
      const intl = (options: Intl.DateTimeFormatOptions) =>
        new Intl.DateTimeFormat('en-GB', { ...options, timeZone: 'UTC' }).format(at);
      expect(formatCalendarDate('en', day, 'long')).toBe(
        intl({ day: 'numeric', month: 'long', year: 'numeric' }),
      );
      expect(formatCalendarDate('en', day, 'short')).toBe(
        intl({ day: 'numeric', month: 'short', year: 'numeric' }),
      );
      expect(formatCalendarDate('en', day, 'month-year')).toBe(intl({ month: 'long', year: 'numeric' }));
      expect(formatCalendarDate('en', day, 'month')).toBe(intl({ month: 'short' }));
    }
  });

  it('names the month in Bemba and Nyanja', () => {
    expect(formatCalendarDate('bem', christmas, 'long')).toBe('25 Disemba 2026');
    expect(formatCalendarDate('ny', christmas, 'long')).toBe('25 Disembala 2026');
    expect(formatCalendarDate('ny', { year: 2027, month: 3, day: 1 }, 'short')).toBe('1 Mal 2027');
    expect(formatCalendarDate('bem', { year: 2027, month: 8, day: 1 }, 'month-year')).toBe('Ogasti 2027');
  });

  it('has twelve long and short names in every language', () => {
    for (const language of LANGUAGES) {
      const day = (month: number) => ({ year: 2026, month, day: 1 });
      const long = new Set(
        Array.from({ length: 12 }, (_, i) => formatCalendarDate(language, day(i + 1), 'month-year')),
      );
      const short = new Set(
        Array.from({ length: 12 }, (_, i) => formatCalendarDate(language, day(i + 1), 'month')),
      );
      expect(long.size, language).toBe(12);
      expect(short.size, language).toBe(12);
    }
  });
});

describe('calendarDayIn', () => {
  it('gives the Lusaka day of an instant, two hours ahead of UTC', () => {
    expect(calendarDayIn('Africa/Lusaka', new Date('2026-12-24T21:59:00Z'))).toEqual({
      year: 2026,
      month: 12,
      day: 24,
    });
    expect(calendarDayIn('Africa/Lusaka', new Date('2026-12-24T22:00:00Z'))).toEqual(christmas);
  });
});
