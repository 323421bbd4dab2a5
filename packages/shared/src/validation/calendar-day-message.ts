// Without Zod, so the loan pages' texts can use it without bringing Zod's classic API (calendar-day.ts) in.

/** What a person is told when a day they named is not a real one written YYYY-MM-DD. */
export const CALENDAR_DAY_MESSAGE = 'Use a date like 2026-11-21.';
