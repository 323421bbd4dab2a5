import { describe, expect, it } from 'vitest';
import { fileNameOf } from '../../../lib/file-download';
import {
  arrearsHref,
  decidedHref,
  disbursedHref,
  loansHref,
  monthDays,
  statusHref,
} from './drill-down-links';

const period = { from: '2026-10-15', to: '2026-12-10' };

describe('drill-down links', () => {
  it('opens the loan list with the filter, and the product last when one is chosen', () => {
    expect(arrearsHref('par30', null)).toBe('/admin-dashboard/loans?arrears=par30');
    expect(arrearsHref('90+', 'personal')).toBe('/admin-dashboard/loans?arrears=90%2B&product=personal');
    expect(statusHref('in_review', null)).toBe('/admin-dashboard/loans?status=in_review');
    expect(disbursedHref(period, null)).toBe(
      '/admin-dashboard/loans?disbursedFrom=2026-10-15&disbursedTo=2026-12-10',
    );
    expect(decidedHref(period, 'vehicle', { decision: 'approved', decidedBy: 'staff' })).toBe(
      '/admin-dashboard/loans?decidedFrom=2026-10-15&decidedTo=2026-12-10&decision=approved&decidedBy=staff&product=vehicle',
    );
    expect(loansHref({}, null)).toBe('/admin-dashboard/loans');
  });

  it('keeps a month’s link to the days of the period it counts', () => {
    expect(monthDays('2026-10', period)).toEqual({ from: '2026-10-15', to: '2026-10-31' });
    expect(monthDays('2026-11', period)).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(monthDays('2026-12', period)).toEqual({ from: '2026-12-01', to: '2026-12-10' });
    expect(monthDays('2028-02', { from: '2028-01-01', to: '2028-12-31' })).toEqual({
      from: '2028-02-01',
      to: '2028-02-29',
    });
  });
});

describe('CSV file names', () => {
  it('reads the name the server gave, and nothing that leaves the folder', () => {
    expect(fileNameOf('attachment; filename="kwacha-statistics-par-2026-11-01-to-2026-11-25.csv"')).toBe(
      'kwacha-statistics-par-2026-11-01-to-2026-11-25.csv',
    );
    expect(fileNameOf("attachment; filename*=UTF-8''k%20stats.csv")).toBe('k stats.csv');
    expect(fileNameOf('attachment; filename="../../etc/x.csv"')).toBe('x.csv');
    expect(fileNameOf('attachment')).toBeUndefined();
    expect(fileNameOf(null)).toBeUndefined();
  });
});
