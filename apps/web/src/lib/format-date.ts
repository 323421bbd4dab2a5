import { LUSAKA_TIME_ZONE } from '@kwacha/shared/identity/age';
import { languageState } from './i18n/language-store';

// Dates and times as a borrower (or staff member) in Zambia reads them, whatever the phone's or computer's
// settings: 21 December 2026, 10:30. A calendar date ('2026-12-21', a due date) is printed as written, so
// it never shifts with the device's time zone; an instant (an ISO timestamp) as it was in Lusaka. Every
// date the web app shows goes through this file, so the zone is named once (with the server's constant).
export { LUSAKA_TIME_ZONE };

// A 24-hour clock, as times are written in Zambia. Built on first use: the first format with a time zone
// sets up the browser's zone data, which a page that shows no time should not pay for while it loads.
let lusakaClock: Intl.DateTimeFormat | undefined;
function lusakaTime(): Intl.DateTimeFormat {
  lusakaClock ??= new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: LUSAKA_TIME_ZONE,
  });
  return lusakaClock;
}

type Style = 'long' | 'short' | 'month-year' | 'month';
type Zone = 'UTC' | typeof LUSAKA_TIME_ZONE;

const STYLE_OPTIONS: Readonly<Record<Style, Intl.DateTimeFormatOptions>> = {
  long: { day: 'numeric', month: 'long', year: 'numeric' },
  short: { day: 'numeric', month: 'short', year: 'numeric' },
  'month-year': { month: 'long', year: 'numeric' },
  month: { month: 'short' },
};

const formats = new Map<string, Intl.DateTimeFormat>();
function formatter(key: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', options);
    formats.set(key, format);
  }
  return format;
}

/**
 * A day in the reader's language (docs/product.md §22). English is Intl's en-GB. Bemba and Nyanja month
 * names arrive with their catalogue (`dates.long1` … `dates.short12`, the tables of
 * packages/shared/src/i18n/month-names.ts), so English readers download none of them; no browser has
 * Nyanja's, and Chromium has neither.
 */
function formatDay(at: Date, zone: Zone, style: Style): string {
  const { catalogue } = languageState();
  if (catalogue) {
    const parts = formatter(`parts ${zone}`, {
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      timeZone: zone,
    })
      .formatToParts(at)
      .reduce<Record<string, string>>((all, part) => Object.assign(all, { [part.type]: part.value }), {});
    const name =
      catalogue[
        `dates.${style === 'long' || style === 'month-year' ? 'long' : 'short'}${Number(parts.month)}`
      ];
    if (name) {
      if (style === 'long' || style === 'short') return `${Number(parts.day)} ${name} ${parts.year}`;
      return style === 'month-year' ? `${name} ${parts.year}` : name;
    }
  }
  return formatter(`${style} ${zone}`, { ...STYLE_OPTIONS[style], timeZone: zone }).format(at);
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
  return at ? `${formatDisplayDate(iso)}, ${lusakaTime().format(at)}` : iso;
}

/** '2026-11-21T08:30:00Z' → '10:30'; anything unreadable as given. */
export function formatTime(iso: string): string {
  const at = instant(iso);
  return at ? lusakaTime().format(at) : iso;
}

/** '2026-11-21T08:30:00Z' → '21 Nov 2026, 10:30'; anything unreadable as given. */
export function formatCompactDateTime(iso: string): string {
  const at = instant(iso);
  return at ? `${formatDay(at, LUSAKA_TIME_ZONE, 'short')}, ${lusakaTime().format(at)}` : iso;
}
