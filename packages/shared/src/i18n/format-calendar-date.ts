import type { Language } from './languages';
import { MONTH_NAMES } from './month-names';

/** A day on the calendar, month 1–12. */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

export type CalendarDateStyle = 'long' | 'short' | 'month-year' | 'month';

/**
 * A calendar day in the reader's language, day before month as Zambians write it: '21 December 2026'
 * (long), '21 Dec 2026' (short), 'December 2026' (month-year), 'Dec' (month). English is exactly what
 * Intl's en-GB prints, so English screens and e-mails read as they always have; Bemba and Nyanja use
 * MONTH_NAMES (docs/product.md §22).
 */
export function formatCalendarDate(language: Language, date: CalendarDay, style: CalendarDateStyle): string {
  const names = MONTH_NAMES[language];
  const index = date.month - 1;
  switch (style) {
    case 'long':
      return `${date.day} ${names.long[index]} ${date.year}`;
    case 'short':
      return `${date.day} ${names.short[index]} ${date.year}`;
    case 'month-year':
      return `${names.long[index]} ${date.year}`;
    case 'month':
      return names.short[index] ?? '';
  }
}

const dayParts = new Map<string, Intl.DateTimeFormat>();

/** The calendar day an instant falls on in a time zone (Lusaka for everything we print). */
export function calendarDayIn(timeZone: string, at: Date): CalendarDay {
  let format = dayParts.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
    });
    dayParts.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(at).map((part) => [part.type, part.value]));
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day) };
}
