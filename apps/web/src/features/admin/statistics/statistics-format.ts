import { formatAmount } from '../../../lib/loans/loan-format';

/** Kwacha from the API as people read it everywhere: K1,234.50. */
export { formatAmount };

/** What a percentage or duration with nothing to divide or measure shows. */
export const NO_FIGURE = '—';

const percentFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 2 });
const countFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** 74.54 → '74.54%', 5.1 → '5.1%', 0 → '0.0%'; null (nothing to divide by) → '—'. */
export function formatPercent(value: number | null): string {
  return value === null ? NO_FIGURE : `${percentFormat.format(value)}%`;
}

/** 1234 → '1,234'. */
export function formatCount(value: number): string {
  return countFormat.format(value);
}

/** '1 loan', '3 loans'. */
export function countOf(value: number, one: string, many: string): string {
  return `${formatCount(value)} ${value === 1 ? one : many}`;
}

const HOUR = 60;
const DAY = 24 * HOUR;

/**
 * Minutes as a person says a wait, no more precise than the figure (decision 011: within about a third):
 * 'under a minute', '46 min', '2 h 48 min', '1 day 6 h', '3 days'; null → '—'.
 */
export function formatDuration(minutes: number | null): string {
  if (minutes === null) return NO_FIGURE;
  if (minutes < 1) return 'under a minute';
  const whole = Math.round(minutes);
  if (whole < HOUR) return `${whole} min`;
  if (whole < DAY) {
    const hours = Math.floor(whole / HOUR);
    const rest = whole % HOUR;
    return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
  }
  if (whole < 2 * DAY) {
    const hours = Math.round((whole - DAY) / HOUR);
    return hours === 0 ? '1 day' : hours === 24 ? '2 days' : `1 day ${hours} h`;
  }
  return `${Math.round(whole / DAY)} days`;
}

/** A chart axis tick, short enough for a phone: K950, K12.5k, K1.2m (the tooltip gives the exact sum). */
export function formatAxisKwacha(value: number): string {
  const abs = Math.abs(value);
  const sign = value < 0 ? '-' : '';
  const short = (n: number) => String(Math.round(n * 10) / 10);
  if (abs >= 1_000_000) return `${sign}K${short(abs / 1_000_000)}m`;
  if (abs >= 1_000) return `${sign}K${short(abs / 1_000)}k`;
  return `${sign}K${Math.round(abs)}`;
}
