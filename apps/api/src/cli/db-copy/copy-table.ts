import type { DatabaseHandle, Executor } from '@kwacha/db';
import { type SQL, sql } from 'drizzle-orm';
import type { TablePlan } from './copy-plan';

/** Rows per statement: large enough to be quick, small enough for mail bodies and audit snapshots. */
const BATCH_ROWS = 500;

const ident = (name: string) => sql.raw(`"${name.replaceAll('"', '""')}"`);
const list = (names: string[], prefix = '') =>
  sql.raw(names.map((name) => `${prefix}"${name.replaceAll('"', '""')}"`).join(', '));

/**
 * Reads a table of the embedded database a range of pages at a time (a TID range scan: no OFFSET
 * rescans and no sort, and the source cannot change, its lock is ours). Each row travels as
 * PostgreSQL's own JSON of it, so values arrive exactly as stored: bigint ngwee as digits, timestamps
 * with their microseconds, jsonb as it was, enums and bytea by their text forms.
 */
async function* batchesOf(source: DatabaseHandle, table: string): AsyncGenerator<string> {
  const { rows: sizes } = await source.executeSql(
    `select (pg_relation_size('"${table}"') / current_setting('block_size')::int)::int as pages,
       (select count(*)::int from "${table}") as n`,
    [],
  );
  const pages = Number(sizes[0]?.pages ?? 0);
  const n = Number(sizes[0]?.n ?? 0);
  if (n === 0) return;
  // Pages per batch for about BATCH_ROWS rows, from the table's average rows per page.
  const span = Math.max(1, Math.floor((BATCH_ROWS * pages) / n));
  for (let page = 0; page < pages; page += span) {
    const { rows } = await source.executeSql(
      `select row_to_json(t)::text as row from "${table}" t
       where ctid >= $1::tid and ctid < $2::tid`,
      [`(${page},0)`, `(${page + span},0)`],
    );
    if (rows.length > 0) yield `[${rows.map((row) => row.row).join(',')}]`;
  }
}

/**
 * Copies one table into the target transaction, ids included. A column pointing at its own table (a
 * reversal naming the entry it reverses) is written in a second pass, once every row it may name exists.
 */
export async function copyTable(source: DatabaseHandle, target: Executor, plan: TablePlan): Promise<void> {
  const table = ident(plan.name);
  const firstPass = plan.columns.map((column) =>
    plan.selfReferences.includes(column) ? sql.raw('null') : ident(column),
  );
  for await (const batch of batchesOf(source, plan.name)) {
    await target.execute(sql`insert into ${table} (${list(plan.columns)}) overriding system value
      select ${sql.join(firstPass, sql`, `)} from json_populate_recordset(null::${table}, ${batch}::json)`);
  }
  if (plan.selfReferences.length === 0) return;
  if (plan.primaryKey.length === 0) throw new Error(`${plan.name} refers to itself but has no primary key.`);
  const assignments = sql.join(
    plan.selfReferences.map((column) => sql`${ident(column)} = s.${ident(column)}`),
    sql`, `,
  );
  const sameRow: SQL = sql.join(
    plan.primaryKey.map((column) => sql`t.${ident(column)} = s.${ident(column)}`),
    sql` and `,
  );
  for await (const batch of batchesOf(source, plan.name)) {
    await target.execute(sql`update ${table} t set ${assignments}
      from json_populate_recordset(null::${table}, ${batch}::json) s where ${sameRow}`);
  }
}

/** Sequences continue after the highest copied id, or the next insert collides with a copied row. */
export async function resetSequences(target: Executor, plan: TablePlan): Promise<void> {
  for (const column of plan.sequenced) {
    const name = `"${plan.name}"`;
    await target.execute(sql`select setval(pg_get_serial_sequence(${name}, ${column}),
      coalesce((select max(${ident(column)}) from ${ident(plan.name)}), 0) + 1, false)`);
  }
}
