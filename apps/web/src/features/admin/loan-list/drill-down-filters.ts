import { adminLoanListQuerySchema } from '@kwacha/shared/staff/admin-loans';

/**
 * The filters a figure of the statistics page links to the list with (/admin-dashboard/loans?arrears=par30
 * &product=personal): they live in the URL only and show as removable chips. Each keeps the exact text
 * the API takes, '' when absent.
 */
export const DRILL_DOWN_KEYS = [
  'product',
  'arrears',
  'disbursedFrom',
  'disbursedTo',
  'decidedFrom',
  'decidedTo',
  'decision',
  'decidedBy',
  'collectedFrom',
  'collectedTo',
  'dueFrom',
  'dueTo',
] as const;
export type DrillDownKey = (typeof DRILL_DOWN_KEYS)[number];
export type DrillDownFilters = Record<DrillDownKey, string>;

export const NO_DRILL_DOWNS: DrillDownFilters = Object.fromEntries(
  DRILL_DOWN_KEYS.map((key) => [key, '']),
) as DrillDownFilters;

const fieldSchemas = adminLoanListQuerySchema.shape;

/**
 * The drill-downs in a URL, each checked by the rule the API applies to it: a value the API would refuse
 * (a misspelt bucket, 2026-02-30) is left out, as an unknown status tab is. A range whose end comes
 * before its start is kept, so the API's message says what is wrong with the link.
 */
export function readDrillDowns(params: URLSearchParams): DrillDownFilters {
  const filters = { ...NO_DRILL_DOWNS };
  for (const key of DRILL_DOWN_KEYS) {
    const value = params.get(key);
    if (value !== null && fieldSchemas[key].safeParse(value).success) filters[key] = value;
  }
  return filters;
}

/** Adds the drill-downs in force to a URL search or an API query, in a fixed order. */
export function writeDrillDowns(filters: DrillDownFilters, params: URLSearchParams): void {
  for (const key of DRILL_DOWN_KEYS) if (filters[key]) params.set(key, filters[key]);
}

export const hasDrillDowns = (filters: DrillDownFilters) =>
  DRILL_DOWN_KEYS.some((key) => Boolean(filters[key]));
