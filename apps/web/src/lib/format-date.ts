import { LUSAKA_TIME_ZONE } from '@kwacha/shared/identity/age';

// Dates and times as a borrower (or staff member) in Zambia reads them, whatever the phone's or computer's
// settings: 21 December 2026, 10:30. A calendar date ('2026-12-21', a due date) is printed as written, so
// it never shifts with the device's time zone; an instant (an ISO timestamp) as it was in Lusaka. Every
// date the web app shows goes through this file, so the zone is named once (with the server's constant).
export { LUSAKA_TIME_ZONE };

const options = { day: 'numeric', month: 'long', year: 'numeric' } as const;
const calendarLong = new Intl.DateTimeFormat('en-GB', { ...options, timeZone: 'UTC' });
const calendarShort = new Intl.DateTimeFormat('en-GB', { ...options, month: 'short', timeZone: 'UTC' });
const lusakaLong = new Intl.DateTimeFormat('en-GB', { ...options, timeZone: LUSAKA_TIME_ZONE });
const monthLong = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const monthShort = new Intl.DateTimeFormat('en-GB', { month: 'short', timeZone: 'UTC' });
// A 24-hour clock, as times are written in Zambia.
const lusakaTime = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: LUSAKA_TIME_ZONE,
});
// Compact, for the notification bell's narrow panel: '21 Nov 2026, 10:30'.
const lusakaCompact = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: LUSAKA_TIME_ZONE,
});

function calendarDate(value: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(value);
  if (!match) return undefined;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3] ?? 1)));
  return Number.isNaN(date.getTime()) ? undefined : date;
}

function instant(value: string): Date | undefined {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** '2026-12-21' → '21 December 2026'; '2026-11-21T08:00:00Z' → the Lusaka day; anything else as given. */
export function formatDisplayDate(value: string): string {
  const day = calendarDate(value);
  if (day) return calendarLong.format(day);
  const at = instant(value);
  return at ? lusakaLong.format(at) : value;
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

/** '2026-11-21T08:30:00Z' → '21 November 2026, 10:30'; anything unreadable as given. */
export function formatDateTime(iso: string): string {
  const at = instant(iso);
  return at ? `${formatDisplayDate(iso)}, ${lusakaTime.format(at)}` : iso;
}

/** '2026-11-21T08:30:00Z' → '10:30'; anything unreadable as given. */
export function formatTime(iso: string): string {
  const at = instant(iso);
  return at ? lusakaTime.format(at) : iso;
}

/** '2026-11-21T08:30:00Z' → '21 Nov 2026, 10:30'; anything unreadable as given. */
export function formatCompactDateTime(iso: string): string {
  const at = instant(iso);
  return at ? lusakaCompact.format(at) : iso;
}
