// Dates as a borrower in Zambia reads them, whatever the phone's settings: 21 December 2026.
// A calendar date ('2026-12-21', a due date) is printed as written, so it never shifts with the phone's
// time zone; an instant (an ISO timestamp such as an application date) as the day it was in Lusaka.

const options = { day: 'numeric', month: 'long', year: 'numeric' } as const;
const calendarLong = new Intl.DateTimeFormat('en-GB', { ...options, timeZone: 'UTC' });
const calendarShort = new Intl.DateTimeFormat('en-GB', { ...options, month: 'short', timeZone: 'UTC' });
const lusakaLong = new Intl.DateTimeFormat('en-GB', { ...options, timeZone: 'Africa/Lusaka' });
const monthLong = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const monthShort = new Intl.DateTimeFormat('en-GB', { month: 'short', timeZone: 'UTC' });

function calendarDate(value: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(value);
  if (!match) return undefined;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3] ?? 1)));
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** '2026-12-21' → '21 December 2026'; '2026-11-21T08:00:00Z' → the Lusaka day; anything else as given. */
export function formatDisplayDate(value: string): string {
  const day = calendarDate(value);
  if (day) return calendarLong.format(day);
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? value : lusakaLong.format(instant);
}

/** '2026-12-21' → '21 Dec 2026', for narrow tables. */
export function formatShortDate(isoDate: string): string {
  const day = calendarDate(isoDate);
  return day ? calendarShort.format(day) : isoDate;
}

/** '2026-03' (or '2026-03-01') → { short: 'Mar', long: 'March 2026' }; anything else as given. */
export function formatMonth(month: string): { short: string; long: string } {
  const day = calendarDate(month.slice(0, 7));
  return day ? { short: monthShort.format(day), long: monthLong.format(day) } : { short: month, long: month };
}
