import { lusakaToday } from '@kwacha/shared/identity/age';
import { type BusinessDateDeps, businessDateMovable, storedBusinessDate } from './business-date.service';

const DAY_MS = 24 * 60 * 60 * 1000;
const dayNumber = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS;

/**
 * The business date as a clock (docs/product.md §14.5.1), for everything that asks what day it is about a
 * loan: the borrower's and staff's loan views, payoff quotes, what a payment pays, statements, the
 * statistics, the day a loan's money arrived. Security clocks (sessions, codes, tokens) and the job queue
 * keep the real clock: a session must not expire because a tester moved the business date.
 *
 * Synchronous, because the views compute "today" deep inside pure code: the stored date is cached, read
 * again after every advance in this process and every few seconds for advances made by another process
 * (the command line on PostgreSQL). In production it is the real clock and reads nothing.
 */
export interface BusinessClock {
  /** The business "today", a Lusaka calendar day (YYYY-MM-DD). */
  today(): string;
  /** The real time moved forward by whole days to the business date, for code that takes a Date. */
  now(): Date;
  /** Reads the stored date again. */
  refresh(): Promise<void>;
  /** Stops the periodic refresh. */
  stop(): void;
}

export const BUSINESS_CLOCK_REFRESH_MS = 5_000;

export async function createBusinessClock(
  deps: BusinessDateDeps,
  options: { refreshMs?: number; onError?: (error: unknown) => void } = {},
): Promise<BusinessClock> {
  if (!businessDateMovable(deps.config)) {
    return {
      today: () => lusakaToday(deps.now()),
      now: () => deps.now(),
      refresh: async () => {},
      stop: () => {},
    };
  }
  // The stored date as last read (not the effective one: the real clock may still move, in tests even
  // backwards); the real date leads again once it catches up (businessToday's rule).
  let stored = await storedBusinessDate(deps.db);
  const today = () => {
    const realToday = lusakaToday(deps.now());
    return stored !== undefined && stored > realToday ? stored : realToday;
  };
  const refresh = async () => {
    stored = await storedBusinessDate(deps.db);
  };
  const timer = setInterval(() => {
    refresh().catch((error: unknown) => options.onError?.(error));
  }, options.refreshMs ?? BUSINESS_CLOCK_REFRESH_MS);
  timer.unref();
  return {
    today,
    now: () => {
      const real = deps.now();
      const ahead = dayNumber(today()) - dayNumber(lusakaToday(real));
      return ahead === 0 ? real : new Date(real.getTime() + ahead * DAY_MS);
    },
    refresh,
    stop: () => clearInterval(timer),
  };
}
