import { lusakaToday } from '../identity/age';

/**
 * Working days in Zambia and the complaint clock (docs/product.md §17.3). A working day is Monday to
 * Friday except a public holiday under the Public Holidays Act (Cap. 272) as amended:
 * - fixed dates: New Year's Day (1 Jan), Women's Day (8 Mar), Youth Day (12 Mar), Kenneth Kaunda Day
 *   (28 Apr, from 2022), Labour Day (1 May), Africa Day (25 May), National Day of Prayer (18 Oct),
 *   Independence Day (24 Oct), Christmas Day (25 Dec);
 * - Heroes' Day (first Monday of July), Unity Day (the Tuesday after it), Farmers' Day (first Monday of
 *   August);
 * - Good Friday, Holy Saturday and Easter Monday, from Easter Sunday;
 * - a fixed-date holiday on a Sunday gives the Monday after it (the next day that is not a holiday).
 * One-off days the government declares (an election, an inauguration) are not known in advance and are
 * not counted.
 */

export interface PublicHoliday {
  /** YYYY-MM-DD */
  date: string;
  name: string;
}

const DAY_MS = 86_400_000;

const iso = (utc: number) => new Date(utc).toISOString().slice(0, 10);
const utcOf = (isoDate: string) => {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d);
};
const weekday = (isoDate: string) => new Date(utcOf(isoDate)).getUTCDay();
const addDays = (isoDate: string, days: number) => iso(utcOf(isoDate) + days * DAY_MS);

/** Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm, Meeus/Jones/Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return iso(Date.UTC(year, month - 1, day));
}

/** The first given weekday (0 Sunday … 6 Saturday) of a month. */
function firstWeekdayOf(year: number, month: number, day: number): string {
  const first = iso(Date.UTC(year, month - 1, 1));
  return addDays(first, (day - weekday(first) + 7) % 7);
}

const pad = (n: number) => String(n).padStart(2, '0');

const holidayCache = new Map<number, PublicHoliday[]>();

/** Zambia's public holidays of one year, in date order. */
export function zambianPublicHolidays(year: number): PublicHoliday[] {
  const cached = holidayCache.get(year);
  if (cached) return cached;
  const fixed: [number, number, string][] = [
    [1, 1, "New Year's Day"],
    [3, 8, "International Women's Day"],
    [3, 12, 'Youth Day'],
    ...(year >= 2022 ? [[4, 28, 'Kenneth Kaunda Day'] as [number, number, string]] : []),
    [5, 1, 'Labour Day'],
    [5, 25, 'Africa Day'],
    [10, 18, 'National Day of Prayer'],
    [10, 24, 'Independence Day'],
    [12, 25, 'Christmas Day'],
  ];
  const easter = easterSunday(year);
  const heroes = firstWeekdayOf(year, 7, 1);
  const days: PublicHoliday[] = [
    ...fixed.map(([m, d, name]) => ({ date: `${year}-${pad(m)}-${pad(d)}`, name })),
    { date: addDays(easter, -2), name: 'Good Friday' },
    { date: addDays(easter, -1), name: 'Holy Saturday' },
    { date: addDays(easter, 1), name: 'Easter Monday' },
    { date: heroes, name: "Heroes' Day" },
    { date: addDays(heroes, 1), name: 'Unity Day' },
    { date: firstWeekdayOf(year, 8, 1), name: "Farmers' Day" },
  ];
  const taken = new Set(days.map((h) => h.date));
  for (const [m, d, name] of fixed) {
    const date = `${year}-${pad(m)}-${pad(d)}`;
    if (weekday(date) !== 0) continue;
    let observed = addDays(date, 1);
    while (taken.has(observed)) observed = addDays(observed, 1);
    taken.add(observed);
    days.push({ date: observed, name: `${name} (observed)` });
  }
  const sorted = days.sort((x, y) => x.date.localeCompare(y.date));
  holidayCache.set(year, sorted);
  return sorted;
}

export function isPublicHoliday(isoDate: string): boolean {
  const year = Number(isoDate.slice(0, 4));
  return zambianPublicHolidays(year).some((h) => h.date === isoDate);
}

export function isWorkingDay(isoDate: string): boolean {
  const day = weekday(isoDate);
  return day !== 0 && day !== 6 && !isPublicHoliday(isoDate);
}

/** The `n`th working day after `isoDate` (the day itself never counts, working or not). */
export function addWorkingDays(isoDate: string, n: number): string {
  let date = isoDate;
  let left = n;
  while (left > 0) {
    date = addDays(date, 1);
    if (isWorkingDay(date)) left -= 1;
  }
  return date;
}

/** How many working days lie after `from` up to and including `to` (0 when `to` is not after `from`). */
export function workingDaysAfter(from: string, to: string): number {
  let count = 0;
  for (let date = addDays(from, 1); date <= to; date = addDays(date, 1)) {
    if (isWorkingDay(date)) count += 1;
  }
  return count;
}

/** Close of business in Lusaka (17:00, UTC+2 all year: Zambia keeps no summer time). */
export const CLOSE_OF_BUSINESS_HOUR = 17;

/** 17:00 in Lusaka on a calendar day, as an instant. */
export function lusakaCloseOfBusiness(isoDate: string): Date {
  return new Date(utcOf(isoDate) + (CLOSE_OF_BUSINESS_HOUR - 2) * 3_600_000);
}

/** The complaint clock: working days after the day it was received (docs/product.md §17.3). */
export const ACKNOWLEDGE_WITHIN_WORKING_DAYS = 1;
export const RESOLVE_WITHIN_WORKING_DAYS = 10;

export interface ComplaintDeadlines {
  acknowledgeBy: Date;
  resolveBy: Date;
}

/**
 * A complaint received at `receivedAt` (any time of any day, in Lusaka) must be acknowledged by 17:00 on
 * the next working day after that day and resolved by 17:00 on the 10th working day after it.
 */
export function complaintDeadlines(receivedAt: Date): ComplaintDeadlines {
  const received = lusakaToday(receivedAt);
  return {
    acknowledgeBy: lusakaCloseOfBusiness(addWorkingDays(received, ACKNOWLEDGE_WITHIN_WORKING_DAYS)),
    resolveBy: lusakaCloseOfBusiness(addWorkingDays(received, RESOLVE_WITHIN_WORKING_DAYS)),
  };
}

/**
 * Working days a deadline has been missed by at `now`: 0 on the deadline's own day after 17:00, then
 * one more for every working day that has begun since.
 */
export function workingDaysOverdue(deadline: Date, now: Date): number {
  if (now.getTime() <= deadline.getTime()) return 0;
  return workingDaysAfter(lusakaToday(deadline), lusakaToday(now));
}
