import { LUSAKA_TIME_ZONE } from '@kwacha/shared/identity/age';

// Dates in documents as the web app prints them (apps/web/src/lib/format-date.ts): '21 November 2026',
// an instant as it was in Lusaka, a 24-hour clock.
const options = { day: 'numeric', month: 'long', year: 'numeric' } as const;
const calendar = new Intl.DateTimeFormat('en-GB', { ...options, timeZone: 'UTC' });
const calendarShort = new Intl.DateTimeFormat('en-GB', { ...options, month: 'short', timeZone: 'UTC' });
const lusakaDay = new Intl.DateTimeFormat('en-GB', { ...options, timeZone: LUSAKA_TIME_ZONE });
const lusakaShortDay = new Intl.DateTimeFormat('en-GB', {
  ...options,
  month: 'short',
  timeZone: LUSAKA_TIME_ZONE,
});
const lusakaTime = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: LUSAKA_TIME_ZONE,
});

/** '2026-12-21' → '21 December 2026'. */
export const formatCalendarDay = (isoDate: string) => calendar.format(new Date(`${isoDate}T00:00:00Z`));

/** '2026-12-21' → '21 Dec 2026'. */
export const formatCalendarShortDay = (isoDate: string) =>
  calendarShort.format(new Date(`${isoDate}T00:00:00Z`));

/** An instant → its Lusaka day, '21 December 2026'. */
export const formatLusakaDay = (at: Date) => lusakaDay.format(at);

/** An instant → its Lusaka day for narrow table cells, '21 Dec 2026'. */
export const formatLusakaShortDay = (at: Date) => lusakaShortDay.format(at);

/** An instant → '21 December 2026, 10:30' in Lusaka. */
export const formatLusakaDateTime = (at: Date) => `${lusakaDay.format(at)}, ${lusakaTime.format(at)}`;

/** The instant a Lusaka calendar day starts (Zambia keeps UTC+2 all year, no daylight saving). */
export const lusakaDayStart = (isoDate: string) => new Date(`${isoDate}T00:00:00+02:00`);

/** The day after an ISO calendar day. */
export function nextDay(isoDate: string): string {
  const day = new Date(`${isoDate}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}
