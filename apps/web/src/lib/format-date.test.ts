import { describe, expect, it } from 'vitest';
import { formatDisplayDate, formatMonth, formatShortDate } from './format-date';

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

  it('leaves what it cannot read as it is', () => {
    expect(formatDisplayDate('soon')).toBe('soon');
    expect(formatShortDate('')).toBe('');
    expect(formatMonth('later')).toEqual({ short: 'later', long: 'later' });
  });
});
