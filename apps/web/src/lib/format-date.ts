import { LUSAKA_TIME_ZONE } from '@kwacha/shared/identity/age';
import {
  type CalendarDateStyle,
  type CalendarDay,
  calendarDayIn,
  formatCalendarDate,
} from '@kwacha/shared/i18n/format-calendar-date';
import { languageState } from './i18n/language-store';

// Dates and times as a borrower (or staff member) in Zambia reads them, whatever the phone's or computer's
// settings: 21 December 2026, 10:30. A calendar date ('2026-12-21', a due date) is printed as written, so
// it never shifts with the device's time zone; an instant (an ISO timestamp) as it was in Lusaka. Every
// date the web app shows goes through this file, so the zone is named once (with the server's constant).
export { LUSAKA_TIME_ZONE };

// A 24-hour clock, as times are written in Zambia.
const lusakaTime = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: LUSAKA_TIME_ZONE,
});

// Month names follow the reader's language (docs/product.md §22); a page re-renders when it changes,
// as every translated text does.
const inLanguage = (day: CalendarDay, style: CalendarDateStyle): string =>
  formatCalendarDate(languageState().language, day, style);

const utcDay = (date: Date): CalendarDay => ({
  year: date.getUTCFullYear(),
  month: date.getUTCMonth() + 1,
  day: date.getUTCDate(),
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
  if (day) return inLanguage(utcDay(day), 'long');
  const at = instant(value);
  return at ? inLanguage(calendarDayIn(LUSAKA_TIME_ZONE, at), 'long') : value;
}

/** '2026-12-21' → '21 Dec 2026', for narrow tables. */
export function formatShortDate(isoDate: string): string {
  const day = calendarDate(isoDate);
  return day ? inLanguage(utcDay(day), 'short') : isoDate;
}

/** '2026-03' (or '2026-03-01') → { short: 'Mar', long: 'March 2026' }; anything else as given. */
export function formatMonth(month: string): { short: string; long: string } {
  const day = calendarDate(month.slice(0, 7));
  return day
    ? { short: inLanguage(utcDay(day), 'month'), long: inLanguage(utcDay(day), 'month-year') }
    : { short: month, long: month };
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
  return at ? `${inLanguage(calendarDayIn(LUSAKA_TIME_ZONE, at), 'short')}, ${lusakaTime.format(at)}` : iso;
}
