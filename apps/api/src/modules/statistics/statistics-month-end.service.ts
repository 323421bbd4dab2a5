import { addMonths } from '@kwacha/shared/loans/calendar';
import type { AppContext } from '../../context';
import { recordMonthEnds, replaceRolls } from './statistics-month-ends.repository';
import { addDays } from './statistics-period';

type Deps = Pick<AppContext, 'db' | 'now'>;

export interface MonthEndReport {
  /** The month recorded (YYYY-MM), or null on any day but a month's last. */
  month: string | null;
}

/**
 * The daily job's month-end step (docs/product.md §14.3): on the business day that is a month's last,
 * after servicing aged every loan for it, records each loan's bucket as the month's close and works out
 * the month's roll counts from it and the previous close. Any other day does nothing. `today` is the
 * business date, so moving it over a month's end records that month as if the days had passed.
 */
export async function recordMonthEnd(deps: Deps, today: string): Promise<MonthEndReport> {
  if (addDays(today, 1).slice(0, 7) === today.slice(0, 7)) return { month: null };
  const month = today.slice(0, 7);
  const previousMonth = addMonths(`${month}-01`, -1).slice(0, 7);
  await deps.db.transaction(async (tx) => {
    await recordMonthEnds(tx, month, previousMonth, deps.now());
    await replaceRolls(tx, month, previousMonth);
  });
  return { month };
}
