import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import {
  formatCompactDateTime,
  formatDateTime,
  formatDisplayDate,
  formatMonth,
  formatShortDate,
} from './format-date';
import { setLanguage } from './i18n/language-store';

describe('format-date', () => {
  it('prints calendar dates as written', () => {
    expect(formatDisplayDate('2026-12-21')).toBe('21 December 2026');
    expect(formatDisplayDate('2027-01-01')).toBe('1 January 2027');
    expect(formatShortDate('2026-12-21')).toBe('21 Dec 2026');
  });

  it('prints an instant as the day it was in Lusaka (UTC+2)', () => {
    expect(formatDisplayDate('2026-11-21T23:30:00Z')).toBe('22 November 2026');
    expect(formatDisplayDate('2026-11-21T08:00:00Z')).toBe('21 November 2026');
  });

  it('names months', () => {
    expect(formatMonth('2026-03')).toEqual({ short: 'Mar', long: 'March 2026' });
    expect(formatMonth('2026-10-01')).toEqual({ short: 'Oct', long: 'October 2026' });
  });

  it('prints times on a 24-hour Lusaka clock', () => {
    expect(formatDateTime('2026-11-21T08:30:00Z')).toBe('21 November 2026, 10:30');
    expect(formatCompactDateTime('2026-11-21T20:05:00Z')).toBe('21 Nov 2026, 22:05');
  });

  it("writes days, months and clocks as Intl's en-GB does in Lusaka, at any instant", () => {
    const intl = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat('en-GB', { ...options, timeZone: 'Africa/Lusaka' });
    const long = intl({ day: 'numeric', month: 'long', year: 'numeric' });
    const short = intl({ day: 'numeric', month: 'short', year: 'numeric' });
    const clock = intl({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    const utcMonth = new Intl.DateTimeFormat('en-GB', { month: 'short', timeZone: 'UTC' });
    const utcMonthYear = new Intl.DateTimeFormat('en-GB', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) }), (ms) => {
        const at = new Date(ms);
        const iso = at.toISOString();
        expect(formatDisplayDate(iso)).toBe(long.format(at));
        expect(formatCompactDateTime(iso)).toBe(`${short.format(at)}, ${clock.format(at)}`);
        const month = iso.slice(0, 7);
        expect(formatMonth(month)).toEqual({
          short: utcMonth.format(new Date(`${month}-01T00:00:00Z`)),
          long: utcMonthYear.format(new Date(`${month}-01T00:00:00Z`)),
        });
      }),
      { numRuns: 1000 },
    );
  });

  it('leaves what it cannot read as it is', () => {
    expect(formatDisplayDate('soon')).toBe('soon');
    expect(formatShortDate('')).toBe('');
    expect(formatMonth('later')).toEqual({ short: 'later', long: 'later' });
  });
});

describe('format-date in the reader’s language', () => {
  afterEach(async () => {
    await setLanguage('en');
  });

  it('names the months in Bemba and Nyanja once chosen, times unchanged', async () => {
    await setLanguage('bem');
    expect(formatDisplayDate('2026-12-21')).toBe('21 Disemba 2026');
    expect(formatMonth('2026-03')).toEqual({ short: 'Mac', long: 'Machi 2026' });
    await setLanguage('ny');
    expect(formatDisplayDate('2026-11-21T23:30:00Z')).toBe('22 Novembala 2026');
    expect(formatDateTime('2026-11-21T08:30:00Z')).toBe('21 Novembala 2026, 10:30');
    expect(formatCompactDateTime('2026-11-21T08:30:00Z')).toBe('21 Nov 2026, 10:30');
  });
});
