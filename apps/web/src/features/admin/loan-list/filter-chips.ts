import { ARREARS_BUCKET_DAYS, type ArrearsBucket } from '@kwacha/shared/staff/statistics';
import { formatMonth, formatShortDate } from '../../../lib/format-date';
import type { DrillDownFilters, DrillDownKey } from './drill-down-filters';

/** One chip: what it says, and the URL keys its remove button clears. */
export interface FilterChip {
  id: string;
  label: string;
  clears: DrillDownKey[];
}

/** The chips of the drill-downs in force, in a fixed order. `productName` names a product id if it can. */
export function drillDownChips(
  filters: DrillDownFilters,
  productName: (id: string) => string | undefined = () => undefined,
): FilterChip[] {
  const chips: FilterChip[] = [];
  if (filters.product) {
    const name = productName(filters.product) ?? filters.product;
    chips.push({ id: 'product', label: `Product: ${name}`, clears: ['product'] });
  }
  if (filters.arrears) {
    chips.push({ id: 'arrears', label: arrearsLabel(filters.arrears), clears: ['arrears'] });
  }
  const dated = (id: string, verb: string, from: DrillDownKey, to: DrillDownKey) => {
    const when = periodText(filters[from], filters[to]);
    if (when) chips.push({ id, label: `${verb} ${when}`, clears: [from, to] });
  };
  dated('disbursed', 'Disbursed', 'disbursedFrom', 'disbursedTo');
  const decided = decidedLabel(filters);
  if (decided) {
    chips.push({
      id: 'decided',
      label: decided,
      clears: ['decidedFrom', 'decidedTo', 'decision', 'decidedBy'],
    });
  }
  dated('collected', 'Collected', 'collectedFrom', 'collectedTo');
  dated('due', 'Due', 'dueFrom', 'dueTo');
  return chips;
}

/** 'par30' → '30+ days late'; '1-29' → '1–29 days late'; 'current' → 'Current (not late)'. */
export function arrearsLabel(filter: string): string {
  const par = /^par(\d+)$/.exec(filter);
  if (par) return `${par[1]}+ days late`;
  const days = ARREARS_BUCKET_DAYS[filter as ArrearsBucket];
  if (!days) return filter;
  if (days.max === 0) return 'Current (not late)';
  return days.max === null ? `${days.min}+ days late` : `${days.min}–${days.max} days late`;
}

/** 'Approved by the rules', 'Rejected by staff in Nov 2026', 'Decided 1–15 Nov 2026'; '' without any. */
function decidedLabel(filters: DrillDownFilters): string {
  const { decidedFrom, decidedTo, decision, decidedBy } = filters;
  if (!decidedFrom && !decidedTo && !decision && !decidedBy) return '';
  const what = decision === 'approved' ? 'Approved' : decision === 'rejected' ? 'Rejected' : 'Decided';
  const who = decidedBy === 'rules' ? ' by the rules' : decidedBy === 'staff' ? ' by staff' : '';
  const when = periodText(decidedFrom, decidedTo);
  return `${what}${who}${when ? ` ${when}` : ''}`;
}

const lastDayOfMonth = (day: string) => {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
};
const monthYear = (day: string) => `${formatMonth(day).short} ${day.slice(0, 4)}`;
const dayOfMonth = (day: string) => String(Number(day.slice(8, 10)));

/**
 * Inclusive Lusaka days in words, as short as says them exactly: 'on 5 Nov 2026', 'in Nov 2026' (the
 * whole month), 'in 2026' (the whole year), '1–15 Nov 2026', '20 Oct – 3 Nov 2026', 'from 1 Nov 2026',
 * 'until 30 Nov 2026'; '' when neither end is set.
 */
export function periodText(from: string, to: string): string {
  if (!from && !to) return '';
  if (!to) return `from ${formatShortDate(from)}`;
  if (!from) return `until ${formatShortDate(to)}`;
  if (from === to) return `on ${formatShortDate(from)}`;
  const sameYear = from.slice(0, 4) === to.slice(0, 4);
  const sameMonth = from.slice(0, 7) === to.slice(0, 7);
  if (sameYear && from.endsWith('-01-01') && to.endsWith('-12-31')) return `in ${from.slice(0, 4)}`;
  if (sameMonth && from.endsWith('-01') && Number(to.slice(8, 10)) === lastDayOfMonth(to)) {
    return `in ${monthYear(from)}`;
  }
  if (sameMonth) return `${dayOfMonth(from)}–${dayOfMonth(to)} ${monthYear(to)}`;
  if (sameYear) return `${dayOfMonth(from)} ${formatMonth(from).short} – ${formatShortDate(to)}`;
  return `${formatShortDate(from)} – ${formatShortDate(to)}`;
}
