import { describe, expect, it } from 'vitest';
import { formatAmount, formatAxisKwacha, formatDuration, formatPercent } from './statistics-format';

describe('statistics formatting', () => {
  it('shows kwacha the one way money is shown', () => {
    expect(formatAmount(2682.99)).toBe('K2,682.99');
    expect(formatAmount(1234.5)).toBe('K1,234.50');
    expect(formatAmount(0)).toBe('K0.00');
  });

  it('shows percentages with one or two decimals, and a dash when there was nothing to divide', () => {
    expect(formatPercent(74.54)).toBe('74.54%');
    expect(formatPercent(5.1)).toBe('5.1%');
    expect(formatPercent(0)).toBe('0.0%');
    expect(formatPercent(100)).toBe('100.0%');
    expect(formatPercent(null)).toBe('—');
  });

  it('says durations as people do, no more precisely than they are known', () => {
    expect(formatDuration(null)).toBe('—');
    expect(formatDuration(0.4)).toBe('under a minute');
    expect(formatDuration(45.5)).toBe('46 min');
    expect(formatDuration(59.6)).toBe('1 h');
    expect(formatDuration(168)).toBe('2 h 48 min');
    expect(formatDuration(180)).toBe('3 h');
    expect(formatDuration(24 * 60)).toBe('1 day');
    expect(formatDuration(1800)).toBe('1 day 6 h');
    expect(formatDuration(2 * 24 * 60 - 10)).toBe('2 days');
    expect(formatDuration(4320)).toBe('3 days');
    expect(formatDuration(129_600)).toBe('90 days');
  });

  it('shortens axis amounts for a phone', () => {
    expect(formatAxisKwacha(0)).toBe('K0');
    expect(formatAxisKwacha(950)).toBe('K950');
    expect(formatAxisKwacha(12_500)).toBe('K12.5k');
    expect(formatAxisKwacha(40_000)).toBe('K40k');
    expect(formatAxisKwacha(1_250_000)).toBe('K1.3m');
  });
});
