// Calendar dates (YYYY-MM-DD) are read as UTC midnight and printed in UTC, so the day never shifts with
// the phone's time zone.
const longDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const shortDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

function format(formatter: Intl.DateTimeFormat, isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDate : formatter.format(date);
}

/** '2026-12-21' → '21 December 2026'. */
export const formatLongDate = (isoDate: string) => format(longDate, isoDate);

/** '2026-12-21' → '21 Dec 2026', for the narrow schedule table. */
export const formatShortDate = (isoDate: string) => format(shortDate, isoDate);
