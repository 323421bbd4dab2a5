import { describe, expect, it } from 'vitest';
import { NO_DRILL_DOWNS } from './drill-down-filters';
import { arrearsLabel, drillDownChips, periodText } from './filter-chips';

describe('drill-down chips', () => {
  it('names each arrears filter in days late', () => {
    expect(['current', '1-29', '30-59', '60-89', '90+', 'par30', 'par60', 'par90'].map(arrearsLabel)).toEqual(
      [
        'Current (not late)',
        '1–29 days late',
        '30–59 days late',
        '60–89 days late',
        '90+ days late',
        '30+ days late',
        '60+ days late',
        '90+ days late',
      ],
    );
  });

  it('says a period of Lusaka days as briefly as says it exactly', () => {
    expect(periodText('', '')).toBe('');
    expect(periodText('2026-11-05', '2026-11-05')).toBe('on 5 Nov 2026');
    expect(periodText('2026-11-01', '2026-11-30')).toBe('in Nov 2026');
    expect(periodText('2028-02-01', '2028-02-29')).toBe('in Feb 2028');
    expect(periodText('2026-02-01', '2026-02-27')).toBe('1–27 Feb 2026');
    expect(periodText('2026-01-01', '2026-12-31')).toBe('in 2026');
    expect(periodText('2026-11-01', '2026-11-15')).toBe('1–15 Nov 2026');
    expect(periodText('2026-10-20', '2026-11-03')).toBe('20 Oct – 3 Nov 2026');
    expect(periodText('2025-12-20', '2026-01-03')).toBe('20 Dec 2025 – 3 Jan 2026');
    expect(periodText('2026-11-01', '')).toBe('from 1 Nov 2026');
    expect(periodText('', '2026-11-30')).toBe('until 30 Nov 2026');
  });

  it('makes one chip per filter, clearing all of its keys, in a fixed order', () => {
    const chips = drillDownChips(
      {
        ...NO_DRILL_DOWNS,
        dueFrom: '2026-11-01',
        collectedFrom: '2026-11-01',
        collectedTo: '2026-11-30',
        decision: 'approved',
        decidedBy: 'rules',
        disbursedFrom: '2026-11-01',
        disbursedTo: '2026-11-15',
        arrears: 'par30',
        product: 'personal',
      },
      (id) => (id === 'personal' ? 'Personal Loan' : undefined),
    );
    expect(chips).toEqual([
      { id: 'product', label: 'Product: Personal Loan', clears: ['product'] },
      { id: 'arrears', label: '30+ days late', clears: ['arrears'] },
      { id: 'disbursed', label: 'Disbursed 1–15 Nov 2026', clears: ['disbursedFrom', 'disbursedTo'] },
      {
        id: 'decided',
        label: 'Approved by the rules',
        clears: ['decidedFrom', 'decidedTo', 'decision', 'decidedBy'],
      },
      { id: 'collected', label: 'Collected in Nov 2026', clears: ['collectedFrom', 'collectedTo'] },
      { id: 'due', label: 'Due from 1 Nov 2026', clears: ['dueFrom', 'dueTo'] },
    ]);
  });

  it('says who decided what and when, and shows a product id it cannot name', () => {
    const label = (filters: Partial<typeof NO_DRILL_DOWNS>) =>
      drillDownChips({ ...NO_DRILL_DOWNS, ...filters }).map((chip) => chip.label);
    expect(label({ decidedFrom: '2026-11-01', decidedTo: '2026-11-30' })).toEqual(['Decided in Nov 2026']);
    expect(label({ decision: 'rejected', decidedBy: 'staff', decidedTo: '2026-11-30' })).toEqual([
      'Rejected by staff until 30 Nov 2026',
    ]);
    expect(label({ decidedBy: 'staff' })).toEqual(['Decided by staff']);
    expect(label({ product: 'asset-finance' })).toEqual(['Product: asset-finance']);
    expect(label({})).toEqual([]);
  });
});
