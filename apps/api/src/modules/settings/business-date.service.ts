import type { Executor } from '@kwacha/db';
import { isIsoCalendarDate, lusakaToday } from '@kwacha/shared/identity/age';
import {
  addCalendarDays,
  type BusinessDateView,
  BUSINESS_DATE_SETTING_KEY as KEY,
  MAX_ADVANCE_DAYS,
} from '@kwacha/shared/staff/business-date';
import { z } from 'zod';
import type { Config } from '../../config';
import type { AppContext } from '../../context';
import { recordAudit } from '../audit/audit.public';
import { BusinessDateBusyError, BusinessDateFixedError, DaysRefused } from './business-date.errors';
import { createSettingIfAbsent, findSetting, saveSetting } from './settings.repository';

export type BusinessDateDeps = Pick<AppContext, 'db' | 'now'> & { config: Pick<Config, 'nodeEnv'> };
/** An advance also tells this process's business clock, so its loan views move at once. */
export type AdvanceDeps = BusinessDateDeps & Pick<AppContext, 'businessClock'>;

/**
 * One daily business job as the catch-up runs it: the day it runs for is handed in, never read from the
 * clock, so a day caught up later does exactly what it would have done on the day. The app layer builds the
 * list (bootstrap.ts `dailyBusinessJobs`): this module sits below every job it runs. What `run` answers is
 * its report (counts), printed by the command line per day.
 */
export interface DailyBusinessJob {
  name: string;
  run(today: string): Promise<object>;
}

export interface AdvanceReport {
  state: BusinessDateView;
  /** Each day caught up, in order, with what each job reported for it. */
  days: { date: string; jobs: Record<string, object> }[];
}

const day = z.string().refine(isIsoCalendarDate);
/**
 * The row: the date, and while an advance runs, the claim that keeps a second one out. A claim older
 * than the lease is from a process that died mid-way; the next advance may take it over.
 */
const storedSchema = z.object({
  date: day,
  advancing: z.object({ to: day, since: z.iso.datetime() }).optional(),
});
type Stored = z.infer<typeof storedSchema>;
const CLAIM_LEASE_MS = 60 * 60 * 1000;

/** Production never moves the date: checked here too, so no caller (route, command, job) can. */
export const businessDateMovable = (config: Pick<Config, 'nodeEnv'>) => config.nodeEnv !== 'production';

async function readStored(db: Executor, options: { lock?: boolean } = {}): Promise<Stored | undefined> {
  const value = await findSetting(db, KEY, options);
  if (value === undefined) return undefined;
  const parsed = storedSchema.safeParse(value);
  // An error, not today: a daily run on a guessed date could charge fees for the wrong days.
  if (!parsed.success) throw new Error(`app_settings.${KEY} holds an invalid value`);
  return parsed.data;
}

/** The stored date counts only while it is ahead: once real time catches up, the real date leads again. */
const effectiveDate = (stored: Stored | undefined, realToday: string) =>
  stored && stored.date > realToday ? stored.date : realToday;

/** The date a superuser moved the business date to, if ever; the real date leads once it is past it. */
export async function storedBusinessDate(db: Executor): Promise<string | undefined> {
  return (await readStored(db))?.date;
}

/** The business "today", YYYY-MM-DD: what every daily job runs on. Always the real date in production. */
export async function businessToday(deps: BusinessDateDeps): Promise<string> {
  const realToday = lusakaToday(deps.now());
  if (!businessDateMovable(deps.config)) return realToday;
  return effectiveDate(await readStored(deps.db), realToday);
}

export async function readBusinessDate(deps: BusinessDateDeps): Promise<BusinessDateView> {
  const realToday = lusakaToday(deps.now());
  const date = await businessToday(deps);
  return { date, realToday, moved: date !== realToday, allowed: businessDateMovable(deps.config) };
}

/** Takes the row for one advance (audited with where it goes), or refuses while another holds it. */
async function claim(deps: BusinessDateDeps, actorId: string | null, days: number) {
  const now = deps.now();
  const realToday = lusakaToday(now);
  return deps.db.transaction(async (tx) => {
    await createSettingIfAbsent(tx, KEY, { date: realToday }, now);
    const stored = await readStored(tx, { lock: true });
    const since = stored?.advancing && Date.parse(stored.advancing.since);
    if (since && now.getTime() - since < CLAIM_LEASE_MS) throw new BusinessDateBusyError();
    const from = effectiveDate(stored, realToday);
    const to = addCalendarDays(from, days);
    await saveSetting(tx, KEY, { date: from, advancing: { to, since: now.toISOString() } }, actorId, now);
    await recordAudit(tx, {
      actorId,
      action: 'business_date.advanced',
      entityType: 'setting',
      entityId: KEY,
      before: { date: from },
      after: { date: to },
    });
    return { from, to, since: now.toISOString() };
  });
}

/**
 * Moves the business date forward by `days` (1–366), one day at a time: each day is stored first, then
 * every daily job runs for it, in the order given, so the result is what those days would have left had
 * they passed (a fee charged on day 8 is there before day 9's run looks). The jobs are idempotent per
 * day, so a day that failed half-way is finished by running it again. One advance at a time, across
 * processes: the row holds the claim. Refused in production.
 */
export async function advanceBusinessDate(
  deps: AdvanceDeps,
  input: { actorId: string | null; days: number },
  jobs: readonly DailyBusinessJob[],
): Promise<AdvanceReport> {
  if (!businessDateMovable(deps.config)) throw new BusinessDateFixedError();
  if (!Number.isInteger(input.days) || input.days < 1 || input.days > MAX_ADVANCE_DAYS) {
    throw new DaysRefused();
  }
  const { from, to, since } = await claim(deps, input.actorId, input.days);
  const days: AdvanceReport['days'] = [];
  let reached = from;
  try {
    for (let date = addCalendarDays(from, 1); date <= to; date = addCalendarDays(date, 1)) {
      await saveSetting(deps.db, KEY, { date, advancing: { to, since } }, input.actorId, deps.now());
      reached = date;
      const ran: Record<string, object> = {};
      for (const job of jobs) ran[job.name] = await job.run(date);
      days.push({ date, jobs: ran });
    }
  } finally {
    // Released whether it finished or not: the date stays at the last day reached, the claim goes, and
    // an advance that stopped short says where, beside the audit record of where it was meant to go.
    await deps.db.transaction(async (tx) => {
      await saveSetting(tx, KEY, { date: reached }, input.actorId, deps.now());
      if (reached === to) return;
      await recordAudit(tx, {
        actorId: input.actorId,
        action: 'business_date.advance_stopped',
        entityType: 'setting',
        entityId: KEY,
        before: { date: from },
        after: { date: reached },
      });
    });
    await deps.businessClock.refresh();
  }
  return { state: await readBusinessDate(deps), days };
}
