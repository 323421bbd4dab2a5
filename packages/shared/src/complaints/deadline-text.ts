import { LUSAKA_TIME_ZONE } from '../identity/age';
import type { ComplaintStatus } from './complaints';
import { workingDaysOverdue } from './working-days';

// Built once (docs/performance.md); parts, so the text never depends on a runtime's punctuation.
const lusakaParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: LUSAKA_TIME_ZONE,
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "Mon 30 Nov 2026, 17:00" in Lusaka (the year only when asked: e-mails are read later). */
export function formatLusakaDeadline(at: Date, withYear = false): string {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    lusakaParts.formatToParts(at).find((p) => p.type === type)?.value ?? '';
  const date = `${part('weekday')} ${part('day')} ${part('month')}${withYear ? ` ${part('year')}` : ''}`;
  return `${date}, ${part('hour')}:${part('minute')}`;
}

export interface SlaClock {
  text: string;
  overdue: boolean;
}

const days = (n: number) => `${n} working ${n === 1 ? 'day' : 'days'}`;

function clock(action: 'Acknowledge' | 'Resolve', deadline: Date, now: Date): SlaClock {
  if (now.getTime() <= deadline.getTime()) {
    return { text: `${action} by ${formatLusakaDeadline(deadline)}`, overdue: false };
  }
  const late = workingDaysOverdue(deadline, now);
  const what = action === 'Acknowledge' ? 'Acknowledgement' : 'Resolution';
  return {
    text:
      late === 0
        ? `${what} overdue since ${formatLusakaDeadline(deadline)}`
        : `${what} overdue by ${days(late)}`,
    overdue: true,
  };
}

/**
 * The service-level clock staff see (docs/product.md §17.5): the deadline that matters now, or how late
 * it is. An open complaint past its resolve deadline is shown by that, the later and graver miss.
 */
export function slaClock(
  complaint: { status: ComplaintStatus; acknowledgeBy: string; resolveBy: string; resolvedAt: string | null },
  now: Date,
): SlaClock {
  const resolveBy = new Date(complaint.resolveBy);
  if (complaint.status === 'resolved') {
    const at = complaint.resolvedAt ? new Date(complaint.resolvedAt) : now;
    return { text: `Resolved ${formatLusakaDeadline(at)}`, overdue: false };
  }
  if (complaint.status === 'open' && now.getTime() <= resolveBy.getTime()) {
    return clock('Acknowledge', new Date(complaint.acknowledgeBy), now);
  }
  return clock('Resolve', resolveBy, now);
}
