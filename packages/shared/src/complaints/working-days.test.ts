import { describe, expect, it } from 'vitest';
import { formatLusakaDeadline, slaClock } from './deadline-text';
import {
  addWorkingDays,
  complaintDeadlines,
  easterSunday,
  isWorkingDay,
  workingDaysOverdue,
  zambianPublicHolidays,
} from './working-days';

describe('Easter and the public holidays', () => {
  it.each([
    [2019, '2019-04-21'],
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2038, '2038-04-25'],
  ])('Easter Sunday %i is %s', (year, date) => {
    expect(easterSunday(year)).toBe(date);
  });

  it('lists 2026 in date order, with Easter and the July and August Mondays worked out', () => {
    expect(zambianPublicHolidays(2026).map((h) => `${h.date} ${h.name}`)).toEqual([
      "2026-01-01 New Year's Day",
      "2026-03-08 International Women's Day",
      // 8 March 2026 is a Sunday: the Monday after it is the holiday.
      "2026-03-09 International Women's Day (observed)",
      '2026-03-12 Youth Day',
      '2026-04-03 Good Friday',
      '2026-04-04 Holy Saturday',
      '2026-04-06 Easter Monday',
      '2026-04-28 Kenneth Kaunda Day',
      '2026-05-01 Labour Day',
      '2026-05-25 Africa Day',
      // 1 July 2026 is a Wednesday: the first Monday is the 6th, Unity Day the Tuesday after.
      "2026-07-06 Heroes' Day",
      '2026-07-07 Unity Day',
      // 1 August 2026 is a Saturday.
      "2026-08-03 Farmers' Day",
      '2026-10-18 National Day of Prayer',
      // 18 October 2026 is a Sunday.
      '2026-10-19 National Day of Prayer (observed)',
      '2026-10-24 Independence Day',
      '2026-12-25 Christmas Day',
    ]);
  });

  it('moves a Sunday holiday to the Monday (Christmas 2022, Independence Day 2027)', () => {
    expect(isWorkingDay('2022-12-26')).toBe(false);
    expect(isWorkingDay('2027-10-25')).toBe(false);
    expect(isWorkingDay('2027-10-26')).toBe(true);
  });

  it('has no Kenneth Kaunda Day before it was declared (first kept in 2022)', () => {
    expect(isWorkingDay('2021-04-28')).toBe(true);
    expect(isWorkingDay('2022-04-28')).toBe(false);
  });

  it('counts neither Saturdays nor Sundays', () => {
    expect(isWorkingDay('2026-11-28')).toBe(false); // Saturday
    expect(isWorkingDay('2026-11-29')).toBe(false); // Sunday
    expect(isWorkingDay('2026-11-30')).toBe(true); // Monday
    expect(addWorkingDays('2026-11-27', 1)).toBe('2026-11-30');
  });
});

describe('the complaint clock (17:00 in Lusaka is 15:00 UTC)', () => {
  it('over a weekend: received on a Friday, acknowledged by Monday and resolved by the Friday after next', () => {
    // Friday 27 Nov 2026, 10:00 in Lusaka.
    const deadlines = complaintDeadlines(new Date('2026-11-27T08:00:00Z'));
    expect(deadlines.acknowledgeBy.toISOString()).toBe('2026-11-30T15:00:00.000Z');
    // 30 Nov, 1, 2, 3, 4, 7, 8, 9, 10, 11 Dec: the 10th working day is Friday 11 December.
    expect(deadlines.resolveBy.toISOString()).toBe('2026-12-11T15:00:00.000Z');
  });

  it('over Easter: received on Maundy Thursday 2026, acknowledged by the Tuesday after Easter Monday', () => {
    const deadlines = complaintDeadlines(new Date('2026-04-02T12:00:00Z'));
    // Good Friday 3, Holy Saturday 4, Sunday 5, Easter Monday 6 April are not working days.
    expect(deadlines.acknowledgeBy.toISOString()).toBe('2026-04-07T15:00:00.000Z');
    // 7, 8, 9, 10, 13, 14, 15, 16, 17, 20 April.
    expect(deadlines.resolveBy.toISOString()).toBe('2026-04-20T15:00:00.000Z');
  });

  it('takes the day from Lusaka: 22:30 UTC on Thursday is already Friday there', () => {
    const deadlines = complaintDeadlines(new Date('2026-11-26T22:30:00Z'));
    expect(deadlines.acknowledgeBy.toISOString()).toBe('2026-11-30T15:00:00.000Z');
  });

  it('counts a weekday holiday out: Independence Day 2025 is a Friday', () => {
    // Thursday 23 Oct 2025: Friday 24 is Independence Day, so Monday 27 is the next working day.
    const deadlines = complaintDeadlines(new Date('2025-10-23T09:00:00Z'));
    expect(deadlines.acknowledgeBy.toISOString()).toBe('2025-10-27T15:00:00.000Z');
  });

  it('says how many working days a deadline is past', () => {
    const deadline = new Date('2026-11-27T15:00:00Z'); // Friday 17:00
    expect(workingDaysOverdue(deadline, new Date('2026-11-27T14:59:00Z'))).toBe(0);
    expect(workingDaysOverdue(deadline, new Date('2026-11-27T16:00:00Z'))).toBe(0);
    expect(workingDaysOverdue(deadline, new Date('2026-11-29T10:00:00Z'))).toBe(0); // Sunday
    expect(workingDaysOverdue(deadline, new Date('2026-11-30T07:00:00Z'))).toBe(1); // Monday
    expect(workingDaysOverdue(deadline, new Date('2026-12-01T07:00:00Z'))).toBe(2);
  });
});

describe('the clock as staff read it', () => {
  const complaint = {
    status: 'open' as const,
    acknowledgeBy: '2026-11-30T15:00:00.000Z',
    resolveBy: '2026-12-11T15:00:00.000Z',
    resolvedAt: null,
  };

  it('names the deadline in Lusaka time', () => {
    expect(formatLusakaDeadline(new Date('2026-12-01T15:00:00Z'))).toBe('Tue 1 Dec, 17:00');
    expect(formatLusakaDeadline(new Date('2026-12-01T15:00:00Z'), true)).toBe('Tue 1 Dec 2026, 17:00');
    expect(slaClock(complaint, new Date('2026-11-28T10:00:00Z'))).toEqual({
      text: 'Acknowledge by Mon 30 Nov, 17:00',
      overdue: false,
    });
  });

  it('counts working days late', () => {
    expect(slaClock(complaint, new Date('2026-11-30T16:00:00Z')).text).toBe(
      'Acknowledgement overdue since Mon 30 Nov, 17:00',
    );
    expect(slaClock(complaint, new Date('2026-12-02T08:00:00Z')).text).toBe(
      'Acknowledgement overdue by 2 working days',
    );
    expect(slaClock({ ...complaint, status: 'acknowledged' }, new Date('2026-12-14T08:00:00Z'))).toEqual({
      text: 'Resolution overdue by 1 working day',
      overdue: true,
    });
  });
});
