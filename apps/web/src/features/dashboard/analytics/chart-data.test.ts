import { describe, expect, it } from 'vitest';
import { donutSegments, linePoints, monthLabel } from './chart-data';

describe('monthLabel', () => {
  it('names the month', () => {
    expect(monthLabel('2026-03')).toEqual({ short: 'Mar', long: 'March 2026' });
    expect(monthLabel('2026-12-01')).toEqual({ short: 'Dec', long: 'December 2026' });
    expect(monthLabel('soon')).toEqual({ short: 'soon', long: 'soon' });
  });
});

describe('linePoints', () => {
  it('spreads points across the width and scales the largest to the top', () => {
    // 200 is the maximum: y = 100 − 200/200 × 100 = 0; 100 → 100 − 50 = 50; 0 → the baseline 100.
    expect(linePoints([100, 200, 0], 300, 100)).toEqual([
      { x: 0, y: 50 },
      { x: 150, y: 0 },
      { x: 300, y: 100 },
    ]);
    expect(linePoints([5], 300, 100)).toEqual([{ x: 150, y: 0 }]);
    expect(linePoints([0, 0], 300, 100)).toEqual([
      { x: 0, y: 100 },
      { x: 300, y: 100 },
    ]);
  });
});

describe('donutSegments', () => {
  it('turns counts into consecutive shares, largest first, without empty statuses', () => {
    expect(
      donutSegments([
        { status: 'pending', count: 1, amount: 10 },
        { status: 'rejected', count: 0, amount: 0 },
        { status: 'active', count: 3, amount: 30 },
      ]),
    ).toEqual([
      { status: 'active', count: 3, percent: 75, start: 0 },
      { status: 'pending', count: 1, percent: 25, start: 75 },
    ]);
    expect(donutSegments([])).toEqual([]);
  });
});
