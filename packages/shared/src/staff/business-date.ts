import { z } from 'zod';
import { wholeNumberField } from './settings';

/**
 * The business date (docs/product.md §14.5.1): the day the daily jobs and every date rule run on. A
 * superuser moves it forward on a test or demonstration deployment, never in production; the real Lusaka
 * date stays the default. Stored as one `app_settings` row under this key.
 */
export const BUSINESS_DATE_SETTING_KEY = 'business_date';

/** The furthest one advance may go: a year and a leap day, enough to walk a loan to write-off. */
export const MAX_ADVANCE_DAYS = 366;

export const BUSINESS_DATE_MESSAGES = {
  production: 'The business date cannot be moved in production.',
  busy: 'The business date is being moved already. Wait until that has finished.',
  days: `Enter a whole number of days from 1 to ${MAX_ADVANCE_DAYS}.`,
} as const;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** GET /api/admin/business-date. `moved` is true while the business date is not the real today. */
export const businessDateViewSchema = z.object({
  date: isoDate,
  realToday: isoDate,
  moved: z.boolean(),
  /** False in production: the date cannot be moved, and the screen says so instead of offering it. */
  allowed: z.boolean(),
});
export type BusinessDateView = z.infer<typeof businessDateViewSchema>;

/** POST /api/admin/business-date/advance: the screen's form and the route parse the same body. */
export const advanceBusinessDateSchema = z.strictObject({
  days: wholeNumberField(BUSINESS_DATE_MESSAGES.days, { min: 1, max: MAX_ADVANCE_DAYS }),
});
export type AdvanceBusinessDateInput = z.infer<typeof advanceBusinessDateSchema>;

/** A date YYYY-MM-DD moved by whole days, in UTC arithmetic so no clock change can skip or repeat a day. */
export function addCalendarDays(isoDay: string, days: number): string {
  const [y, m, d] = isoDay.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}
