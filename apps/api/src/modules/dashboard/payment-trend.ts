import type { Executor } from '@kwacha/db';
import { lusakaToday } from '@kwacha/shared/identity/age';
import { addMonths } from '@kwacha/shared/loans/calendar';
import type { Dashboard } from '@kwacha/shared/loans/dashboard';
import { ngweeToKwacha } from '@kwacha/shared/money/money';
import { monthlyRepaymentsOfUser } from '../payments/payments.repository';

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

/**
 * docs/product.md §2.6: the borrower's successful repayments by the Lusaka month they settled in, amount
 * (kwacha) and count, for the last 12 months, months without a payment included as zeros.
 */
export async function paymentTrend(
  db: Executor,
  userId: string,
  now: Date,
): Promise<Dashboard['paymentTrend']> {
  const months = trendMonths(now);
  const first = months[0] as string;
  const last = months[months.length - 1] as string;
  const rows = await monthlyRepaymentsOfUser(
    db,
    userId,
    lusakaMonthStart(first),
    lusakaMonthStart(addMonths(`${last}-01`, 1).slice(0, 7)),
  );
  const byMonth = new Map(rows.map((row) => [row.month, row]));
  return months.map((month) => {
    const row = byMonth.get(month);
    return { month, amount: ngweeToKwacha(row?.amount ?? 0), count: row?.count ?? 0 };
  });
}
