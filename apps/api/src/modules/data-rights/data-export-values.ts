import { CORRECTABLE_FIELD_LABELS } from '@kwacha/shared/data-rights/data-rights';
import { formatCalendarDate } from '@kwacha/shared/i18n/format-calendar-date';
import { LUSAKA_TIME_ZONE } from '@kwacha/shared/identity/age';
import { formatKwacha } from '@kwacha/shared/money/money';
import { inWords, type Section } from './data-export-labels';

/** How each value of the readable copy reads (docs/product.md §18.1); its labels: data-export-labels.ts. */

const lusakaTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: LUSAKA_TIME_ZONE,
  dateStyle: 'long',
  timeStyle: 'short',
});

const YES_NO = { true: 'Yes', false: 'No' };

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** Fields whose numbers are ngwee. */
const MONEY = new Set([
  'amount',
  'serviceFee',
  'amountReceived',
  'totalRepayable',
  'instalment',
  'principal',
  'interest',
  'balanceAfter',
  'amountDue',
]);
const percent = (basisPoints: number) => `${(basisPoints / 100).toFixed(2).replace(/\.?0+$/, '')}%`;
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The value of `key` as the app shows it. */
export function shownValue(section: Section, key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  const named = section.values?.[key]?.[String(value)];
  if (named) return named;
  if (value instanceof Date) return lusakaTime.format(value);
  if (typeof value === 'boolean') return YES_NO[`${value}`];
  if (typeof value === 'number') return numberOf(key, value);
  if (typeof value === 'string') {
    const day = ISO_DAY.exec(value);
    if (day) {
      const [, year, month, date] = day.map(Number);
      return formatCalendarDate('en', { year: year ?? 0, month: month ?? 1, day: date ?? 1 }, 'long');
    }
    if (key === 'status' || key === 'type' || key === 'kind' || key === 'entityType') return inWords(value);
    return value;
  }
  if (typeof value === 'object') return detailsOf(value as Record<string, unknown>);
  return String(value);
}

function numberOf(key: string, value: number): string {
  if (MONEY.has(key)) return formatKwacha(value);
  if (key === 'monthlyRateBasisPoints') return `${percent(value)} a month`;
  if (key === 'aprBasisPoints') return `${percent(value)} a year`;
  if (key === 'lateFeeBasisPoints') return `${percent(value)} of an overdue instalment`;
  if (key === 'lateFeeGraceDays') return plural(value, 'day', 'days');
  if (key === 'durationMonths') return plural(value, 'month', 'months');
  if (key === 'bytes') return `${Math.max(1, Math.round(value / 1024)).toLocaleString('en-GB')} KB`;
  return value.toLocaleString('en-GB');
}

/** A request's details ({ field, newValue, reason }) as "Field: NRC number; New value: …". */
function detailsOf(details: Record<string, unknown>): string {
  const words: Record<string, string> = { field: 'Field', newValue: 'New value', reason: 'Reason' };
  return Object.entries(details)
    .filter(([, v]) => v !== null && v !== undefined && v !== '')
    .map(([k, v]) => {
      const shown =
        k === 'field'
          ? (CORRECTABLE_FIELD_LABELS[v as keyof typeof CORRECTABLE_FIELD_LABELS] ?? String(v))
          : String(v);
      return `${words[k] ?? inWords(k)}: ${shown}`;
    })
    .join('; ');
}
