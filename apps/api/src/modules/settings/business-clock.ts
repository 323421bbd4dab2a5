import { lusakaToday } from '@kwacha/shared/identity/age';
import type { BusinessClock } from '../../lib/business-clock';
import { type BusinessDateDeps, businessDateMovable, storedBusinessDate } from './business-date.service';

const DAY_MS = 24 * 60 * 60 * 1000;
const dayNumber = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS;

export type { BusinessClock };

/** How often a process reads the stored business date again (another process may have moved it). */
export const BUSINESS_CLOCK_REFRESH_MS = 5_000;

/** The business clock of this process (lib/business-clock.ts says what it is for). */
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
