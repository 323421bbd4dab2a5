import { formatLusakaDeadline } from '../../complaints/deadline-text';
import { LUSAKA_TIME_ZONE } from '../../identity/age';
import { calendarDayIn, formatCalendarDate } from '../format-calendar-date';
import type { Language } from '../languages';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A calendar day (YYYY-MM-DD) inside a borrower's e-mail or notification, as a person reads it in their
 * language: '21 December 2026', '21 Disemba 2026', '21 Disembala 2026' (an ISO date reads as a code; the
 * SMS keep it, to stay one segment). No language means English. Anything that is not an ISO date is
 * printed as given.
 */
export function dayInText(language: Language | null | undefined, isoDate: string): string {
  const match = ISO_DATE.exec(isoDate);
  if (!match) return isoDate;
  return formatCalendarDate(
    language ?? 'en',
    { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) },
    'long',
  );
}

const lusakaClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: LUSAKA_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * A deadline in Lusaka time inside a borrower's e-mail: English exactly as before ("Mon 30 Nov 2026,
 * 17:00"); Bemba and Nyanja the day with the month's name in their language and the same 24-hour
 * clock ("30 Novemba 2026, 17:00"), without the English weekday.
 */
export function deadlineInText(language: Language | null | undefined, at: Date): string {
  if (!language || language === 'en') return formatLusakaDeadline(at, true);
  const day = formatCalendarDate(language, calendarDayIn(LUSAKA_TIME_ZONE, at), 'long');
  return `${day}, ${lusakaClock.format(at)}`;
}
