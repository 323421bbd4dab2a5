import { lusakaToday } from '@kwacha/shared/identity/age';
import { addMonths } from '@kwacha/shared/loans/calendar';
import type { Dashboard } from '@kwacha/shared/loans/dashboard';
import { ngweeToKwacha } from '@kwacha/shared/money/money';
import type { DashboardFacts } from './dashboard.repository';

export const TREND_MONTHS = 12;

// Africa/Lusaka is UTC+2 all year (no daylight saving), so a month there starts at a fixed UTC instant.
const lusakaMonthStart = (month: string) => new Date(`${month}-01T00:00:00+02:00`);

/** The last `TREND_MONTHS` Lusaka months up to and including the one `now` falls in, oldest first. */
export function trendMonths(now: Date): string[] {
  const firstOfThisMonth = `${lusakaToday(now).slice(0, 7)}-01`;
  return Array.from({ length: TREND_MONTHS }, (_, i) =>
    addMonths(firstOfThisMonth, i - TREND_MONTHS + 1).slice(0, 7),
  );
}

/** The instants the trend's months span: from the first month's start to the start of the month after the last. */
export function trendWindow(months: readonly string[]): { from: Date; to: Date } {
  const first = months[0] as string;
  const last = months[months.length - 1] as string;
  return { from: lusakaMonthStart(first), to: lusakaMonthStart(addMonths(`${last}-01`, 1).slice(0, 7)) };
}

/**
 * docs/product.md §2.6: the borrower's successful repayments by the Lusaka month they settled in, amount
 * (kwacha) and count, for the trend's months (trendMonths), months without a payment included as zeros.
 */
export function paymentTrend(
  months: readonly string[],
  repayments: DashboardFacts['monthlyRepayments'],
): Dashboard['paymentTrend'] {
  const byMonth = new Map(repayments.map((row) => [row.month, row]));
  return months.map((month) => {
    const row = byMonth.get(month);
    return { month, amount: ngweeToKwacha(row?.amount ?? 0), count: row?.count ?? 0 };
  });
}
