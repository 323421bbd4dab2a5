import { adminLoanListQuerySchema } from '@kwacha/shared/staff/admin-loans';
import { ARREARS_BUCKET_DAYS } from '@kwacha/shared/staff/statistics';
import { describe, expect, it } from 'vitest';
import { arrearsRange, pageCriteria } from './admin-loans.service';

describe('arrearsRange', () => {
  it('turns days past due into bounds on the oldest unpaid due date, counted back from today', () => {
    const today = '2026-03-01';
    expect(arrearsRange('current', today)).toEqual({ oldestDueFrom: '2026-03-01', orNoneUnpaid: true });
    // 1 to 29 days before 1 March 2026 (February has 28 days).
    expect(arrearsRange('1-29', today)).toEqual({
      oldestDueFrom: '2026-01-31',
      oldestDueTo: '2026-02-28',
      orNoneUnpaid: false,
    });
    expect(arrearsRange('90+', today)).toEqual({ oldestDueTo: '2025-12-01', orNoneUnpaid: false });
    expect(arrearsRange('par30', today)).toEqual({ oldestDueTo: '2026-01-30', orNoneUnpaid: false });
    // 2028 is a leap year: 29 February is one of the 60 days.
    expect(arrearsRange('par60', '2028-03-01')).toEqual({ oldestDueTo: '2028-01-01', orNoneUnpaid: false });
    expect(arrearsRange('par90', today)).toEqual(arrearsRange('90+', today));
  });

  it('reads the buckets from the statistics table, so the list and the ageing figures agree', () => {
    for (const [bucket, { min, max }] of Object.entries(ARREARS_BUCKET_DAYS)) {
      const range = arrearsRange(bucket as keyof typeof ARREARS_BUCKET_DAYS, '2026-11-21');
      const daysLate = (due: string | undefined) =>
        due === undefined ? undefined : (Date.parse('2026-11-21') - Date.parse(due)) / 86_400_000;
      expect(daysLate(range.oldestDueTo), bucket).toBe(min > 0 ? min : undefined);
      expect(daysLate(range.oldestDueFrom), bucket).toBe(max === null ? undefined : max);
    }
  });
});

describe('pageCriteria', () => {
  const criteria = (query: Record<string, string>) =>
    pageCriteria(adminLoanListQuerySchema.parse(query), new Date('2026-11-21T08:00:00Z'));

  it('turns inclusive Lusaka days into instants and days', () => {
    expect(criteria({ disbursedFrom: '2026-11-01', disbursedTo: '2026-11-30' }).disbursed).toEqual({
      from: new Date('2026-10-31T22:00:00Z'),
      until: new Date('2026-11-30T22:00:00Z'),
    });
    expect(criteria({ decidedBy: 'staff' }).decided).toEqual({ byRules: false });
    expect(criteria({ dueTo: '2026-11-30' }).due).toEqual({ to: '2026-11-30' });
    expect(criteria({}).collected).toBeUndefined();
  });

  it('bounds the application date by the earliest window end, since nothing happens before applying', () => {
    expect(criteria({ product: 'personal', decision: 'approved' }).appliedBefore).toBeUndefined();
    expect(criteria({ collectedTo: '2026-11-30', dueTo: '2026-10-31' }).appliedBefore).toEqual(
      new Date('2026-10-31T22:00:00Z'),
    );
    // PAR30 on 21 November: the oldest unpaid instalment fell due on 22 October or before.
    expect(criteria({ arrears: 'par30', disbursedTo: '2026-12-31' }).appliedBefore).toEqual(
      new Date('2026-10-22T22:00:00Z'),
    );
    expect(criteria({ arrears: 'current' }).appliedBefore).toBeUndefined();
  });
});
