import { formatDisplayDate } from '../../../lib/format-date';

// Staff work in Zambia: times are Lusaka's, whatever the computer's time zone, on a 24-hour clock.
const lusakaTime = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Africa/Lusaka',
});

/** '2026-11-21T08:30:00Z' → '21 November 2026, 10:30'; anything unreadable as given. */
export function formatDateTime(iso: string): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  return `${formatDisplayDate(iso)}, ${lusakaTime.format(instant)}`;
}

/** '2026-11-21T08:30:00Z' → '10:30'. */
export function formatTime(iso: string): string {
  const instant = new Date(iso);
  return Number.isNaN(instant.getTime()) ? iso : lusakaTime.format(instant);
}
