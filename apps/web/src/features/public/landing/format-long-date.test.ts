import { describe, expect, it } from 'vitest';
import { formatLongDate } from './format-long-date';

describe('formatLongDate', () => {
  it('writes the day, the month name and the year', () => {
    expect(formatLongDate('2026-12-21')).toBe('21 December 2026');
    expect(formatLongDate('2027-01-05')).toBe('5 January 2027');
  });

  it('leaves text that is not a calendar date alone', () => {
    expect(formatLongDate('soon')).toBe('soon');
  });
});
