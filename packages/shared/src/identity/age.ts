export const LUSAKA_TIME_ZONE = 'Africa/Lusaka';
export const MINIMUM_BORROWER_AGE = 18;

/**
 * Zambia keeps Central Africa Time, UTC+2, all year: no daylight saving (the zone Africa/Lusaka has been
 * +02:00 since 1903). Lusaka's date and clock are therefore UTC's two hours on, with no Intl time-zone
 * format: the browser's first one builds its zone and pattern data, a long task in a slow phone's load of
 * the landing page (docs/performance.md), and a list of loans asks for today once per instalment
 * (age.test.ts checks against Intl's Africa/Lusaka).
 */
const LUSAKA_UTC_OFFSET_MS = 2 * 60 * 60 * 1000;

/** The instant moved on by Lusaka's offset: its UTC fields (getUTCDate, getUTCHours…) read Lusaka's clock. */
export function lusakaWallClock(at: Date): Date {
  return new Date(at.getTime() + LUSAKA_UTC_OFFSET_MS);
}

/** Today's calendar date in Lusaka as YYYY-MM-DD, whatever the server's or browser's own zone. */
export function lusakaToday(now: Date = new Date()): string {
  return lusakaWallClock(now).toISOString().slice(0, 10);
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written YYYY-MM-DD (rejects 2023-02-30). */
export function isIsoCalendarDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** Whole years between a birth date and `today` (both YYYY-MM-DD); a birthday today counts. */
export function ageOn(dateOfBirth: string, today: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  let age = ty - by;
  if (tm < bm || (tm === bm && td < bd)) age -= 1;
  return age;
}

export function isAdultInLusaka(dateOfBirth: string, now: Date = new Date()): boolean {
  return isIsoCalendarDate(dateOfBirth) && ageOn(dateOfBirth, lusakaToday(now)) >= MINIMUM_BORROWER_AGE;
}
