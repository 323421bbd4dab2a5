export const LUSAKA_TIME_ZONE = 'Africa/Lusaka';
export const MINIMUM_BORROWER_AGE = 18;

// Built once: constructing a DateTimeFormat costs about a millisecond, and a list of loans asks for today
// once per instalment. Built on first use, not when the module loads: the first one with a time zone sets
// up the browser's zone data, about 100 ms on a slow phone, which pages that only import this module's
// checks (the sign-in form's schemas) should not pay (docs/architecture.md §14).
let lusakaDate: Intl.DateTimeFormat | undefined;

/** Today's calendar date in Lusaka as YYYY-MM-DD, whatever the server's or browser's own zone. */
export function lusakaToday(now: Date = new Date()): string {
  lusakaDate ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: LUSAKA_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return lusakaDate.format(now);
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
