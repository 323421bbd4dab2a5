import { z } from 'zod';
import { isIsoCalendarDate } from '../identity/age';
import { CALENDAR_DAY_MESSAGE } from './calendar-day-message';

export { CALENDAR_DAY_MESSAGE };

/**
 * A day a query string names (a report's period, a list's filter, a statement's range, the day to price a
 * payoff): YYYY-MM-DD, a real calendar day (not 2026-02-30) between 2000 and 2999, so the database is never
 * asked to read a date it would refuse. Anything else, a repeated parameter included, gets `message`.
 */
export const calendarDay = (message = CALENDAR_DAY_MESSAGE) =>
  z
    .string({ error: message })
    .regex(/^2\d{3}-\d{2}-\d{2}$/, message)
    .refine(isIsoCalendarDate, message);
