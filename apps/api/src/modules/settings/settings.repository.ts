import { appSettings, type Executor, scalarSubquery } from '@kwacha/db';
import { eq, inArray, type SQL, sql } from 'drizzle-orm';

/** The stored value of one setting, or undefined when it was never set. */
export async function findSetting(db: Executor, key: string, options: { lock?: boolean } = {}) {
  const query = db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, key));
  const [row] = options.lock ? await query.for('update') : await query;
  return row?.value;
}

/** The stored values of several settings in one query, by key; keys never set are absent. */
export async function findSettings(db: Executor, keys: readonly string[]): Promise<Map<string, unknown>> {
  const rows = await db
    .select({ key: appSettings.key, value: appSettings.value })
    .from(appSettings)
    .where(inArray(appSettings.key, [...keys]));
  return new Map(rows.map((row) => [row.key, row.value]));
}

/**
 * A setting's stored value as a scalar subquery (null when never saved), for a read that gathers several
 * facts in one statement (the dashboard's, docs/performance.md); rulesFromStored reads it.
 */
export function storedSettingOf(key: string): SQL<unknown> {
  return scalarSubquery<unknown>(
    sql`(select ${appSettings.value} from ${appSettings} where ${appSettings.key} = ${key})`,
  );
}

/** `by` is null when no person saved it (a command run on the server, the business date's own moves). */
export async function saveSetting(db: Executor, key: string, value: unknown, by: string | null, at: Date) {
  await db
    .insert(appSettings)
    .values({ key, value, updatedBy: by, updatedAt: at })
    .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedBy: by, updatedAt: at } });
}

/**
 * Creates a setting's row unless it exists, so a caller that then locks it (`findSetting` with `lock`)
 * always has a row to lock: two first writers would otherwise both find nothing to wait on.
 */
export async function createSettingIfAbsent(db: Executor, key: string, value: unknown, at: Date) {
  await db.insert(appSettings).values({ key, value, updatedBy: null, updatedAt: at }).onConflictDoNothing();
}
