const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * '2026-12-21' → '21 December 2026'. Read from the calendar text rather than a Date so the day never
 * shifts with the phone's time zone.
 */
export function formatLongDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  const monthName = MONTHS[(month ?? 0) - 1];
  if (!year || !monthName || !day) return isoDate;
  return `${day} ${monthName} ${year}`;
}
