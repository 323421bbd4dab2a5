import { LUSAKA_TIME_ZONE, lusakaWallClock } from '@kwacha/shared/identity/age';
import { languageState } from './i18n/language-store';

// Dates and times as a borrower (or staff member) in Zambia reads them, whatever the phone's or computer's
// settings: 21 December 2026, 10:30. A calendar date ('2026-12-21', a due date) is printed as written, so
// it never shifts with the device's time zone; an instant (an ISO timestamp) as it was in Lusaka. Every
// date the web app shows goes through this file, so the zone is named once (with the server's constant).
export { LUSAKA_TIME_ZONE };

type Style = 'long' | 'short' | 'month-year' | 'month';
type Zone = 'UTC' | typeof LUSAKA_TIME_ZONE;

/**
 * English month names as Intl's en-GB writes them (the short one is the first three letters, but
 * 'Sept'). Written out, like the day and the clock below, rather than asked of Intl.DateTimeFormat: the
 * browser's first date format builds its pattern data, a long task on a slow phone's main thread, in
 * the middle of the landing page's first render (docs/performance.md). Not imported from the shared
 * MONTH_NAMES: that module is a chunk with every language's table, which would put the landing page over
 * its budget (`npm run size`).
 */
const MONTHS = 'January February March April May June July August September October November December'.split(
  ' ',
);
const englishMonth = (month: number, long: boolean) => {
  const name = MONTHS[month - 1] ?? '';
  return long ? name : name === 'September' ? 'Sept' : name.slice(0, 3);
};

/** The instant as Lusaka's wall clock reads it, in the Date's UTC fields (Lusaka is UTC+2 all year). */
const wallClock = (at: Date, zone: Zone) => (zone === 'UTC' ? at : lusakaWallClock(at));

/**
 * A day in the reader's language (docs/product.md §22), English by default. Bemba and Nyanja month names
 * arrive with their catalogue (`dates.long1` … `dates.short12`, the tables of
 * packages/shared/src/i18n/month-names.ts), so English readers download none of them.
 */
function formatDay(at: Date, zone: Zone, style: Style): string {
  const wall = wallClock(at, zone);
  const month = wall.getUTCMonth() + 1;
  const long = style === 'long' || style === 'month-year';
  const name =
    languageState().catalogue?.[`dates.${long ? 'long' : 'short'}${month}`] || englishMonth(month, long);
  const year = wall.getUTCFullYear();
  if (style === 'long' || style === 'short') return `${wall.getUTCDate()} ${name} ${year}`;
  return style === 'month-year' ? `${name} ${year}` : name;
}

/** A 24-hour clock, as times are written in Zambia: '08:05'. */
function lusakaTime(at: Date): string {
  const wall = lusakaWallClock(at);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(wall.getUTCHours())}:${two(wall.getUTCMinutes())}`;
}

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
  if (day) return formatDay(day, 'UTC', 'long');
  const at = instant(value);
  return at ? formatDay(at, LUSAKA_TIME_ZONE, 'long') : value;
}

/** '2026-12-21' → '21 Dec 2026', for narrow tables. */
export function formatShortDate(isoDate: string): string {
  const day = calendarDate(isoDate);
  return day ? formatDay(day, 'UTC', 'short') : isoDate;
}

/** '2026-03' (or '2026-03-01') → { short: 'Mar', long: 'March 2026' }; anything else as given. */
export function formatMonth(month: string): { short: string; long: string } {
  const day = calendarDate(month.slice(0, 7));
  return day
    ? { short: formatDay(day, 'UTC', 'month'), long: formatDay(day, 'UTC', 'month-year') }
    : { short: month, long: month };
}

/** '2026-11-21T08:30:00Z' → '21 November 2026, 10:30'; anything unreadable as given. */
export function formatDateTime(iso: string): string {
  const at = instant(iso);
  return at ? `${formatDisplayDate(iso)}, ${lusakaTime(at)}` : iso;
}

/** '2026-11-21T08:30:00Z' → '10:30'; anything unreadable as given. */
export function formatTime(iso: string): string {
  const at = instant(iso);
  return at ? lusakaTime(at) : iso;
}

/** '2026-11-21T08:30:00Z' → '21 Nov 2026, 10:30'; anything unreadable as given. */
export function formatCompactDateTime(iso: string): string {
  const at = instant(iso);
  return at ? `${formatDay(at, LUSAKA_TIME_ZONE, 'short')}, ${lusakaTime(at)}` : iso;
}
