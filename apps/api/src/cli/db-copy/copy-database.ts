import type { DatabaseHandle } from '@kwacha/db';
import { sql } from 'drizzle-orm';
import { checkLedgerInvariants, type LedgerCheckResult } from '../../modules/ledger/ledger.public';
import { readCopyPlan } from './copy-plan';
import { copyTable, resetSequences } from './copy-table';
import { rowsOf } from './sql-rows';

export interface TableCount {
  table: string;
  source: number;
  target: number;
  /** Every row's text (PostgreSQL's JSON of it) hashes the same on both sides. */
  sameRows: boolean;
}

export interface CopyReport {
  counts: TableCount[];
  ledger: LedgerCheckResult[];
  /** Tables of the source the target lacks (or the reverse): the migrations differ. */
  unmatched: string[];
  /** False when a count differs or an invariant fails: the transaction was rolled back. */
  ok: boolean;
}

class CopyFailed extends Error {
  constructor(readonly report: CopyReport) {
    super('the copy did not verify');
  }
}

// Settings that shape a row's text, pinned on both sides so equal values print equally.
const SAME_OUTPUT =
  "set timezone = 'UTC'; set extra_float_digits = 1; set bytea_output = 'hex'; set intervalstyle = 'postgres'";

/** One hash over the hashes of every row's JSON, in hash order: equal only if the rows are. */
async function digestRows(db: Pick<DatabaseHandle['db'], 'execute'>, table: string): Promise<string> {
  const [row] = await rowsOf<{ digest: string | null }>(
    db,
    sql.raw(`select md5(string_agg(h, '' order by h)) as digest
      from (select md5(row_to_json(t)::text) as h from "${table}" t) hashed`),
  );
  return row?.digest ?? '';
}

async function countRows(db: Pick<DatabaseHandle['db'], 'execute'>, table: string): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(db, sql.raw(`select count(*)::int as n from "${table}"`));
  return row?.n ?? 0;
}

/**
 * Copies every public table of the embedded database into the migrated PostgreSQL target, in one
 * transaction: the target ends either with the whole copy, verified, or as it was. Triggers are off
 * while rows go in (docs/architecture.md §5: counters such as loan_status_counts are copied as they are,
 * not counted again, and the ledger's append-only guard would refuse the truncate); foreign keys stay on.
 * Before the commit, every table's count and rows must equal the source's and the ledger invariants
 * must hold.
 */
export async function copyDatabase(
  source: DatabaseHandle,
  target: DatabaseHandle,
  progress: (line: string) => void,
): Promise<CopyReport> {
  const plan = await readCopyPlan(target.db);
  const sourceTables = new Set((await readCopyPlan(source.db)).map((table) => table.name));
  const targetTables = new Set(plan.map((table) => table.name));
  const unmatched = [
    ...[...sourceTables].filter((name) => !targetTables.has(name)).map((name) => `${name} (only embedded)`),
    ...[...targetTables].filter((name) => !sourceTables.has(name)).map((name) => `${name} (only PostgreSQL)`),
  ];
  if (unmatched.length > 0) return { counts: [], ledger: [], unmatched, ok: false };

  try {
    return await target.db.transaction(async (tx) => {
      await source.executeSql(SAME_OUTPUT);
      for (const setting of SAME_OUTPUT.split('; '))
        await tx.execute(sql.raw(setting.replace('set ', 'set local ')));
      const all = plan.map((table) => `"${table.name}"`).join(', ');
      for (const table of plan) await tx.execute(sql.raw(`alter table "${table.name}" disable trigger user`));
      // What the migrations seeded, or what --force agreed to replace.
      await tx.execute(sql.raw(`truncate table ${all}`));
      const counts: TableCount[] = [];
      for (const table of plan) {
        const expected = await countRows(source.db, table.name);
        // The closing table lists every table; only the long ones are announced while they run.
        if (expected >= 10_000) progress(`  ${table.name}: ${expected} rows…`);
        await copyTable(source, tx, table);
        await resetSequences(tx, table);
        counts.push({
          table: table.name,
          source: expected,
          target: await countRows(tx, table.name),
          sameRows: (await digestRows(source.db, table.name)) === (await digestRows(tx, table.name)),
        });
      }
      for (const table of plan) await tx.execute(sql.raw(`alter table "${table.name}" enable trigger user`));
      const ledger = await checkLedgerInvariants(tx);
      const ok =
        counts.every((count) => count.source === count.target && count.sameRows) &&
        ledger.every((check) => check.offenders.length === 0);
      const report = { counts, ledger, unmatched, ok };
      if (!ok) throw new CopyFailed(report);
      return report;
    });
  } catch (error) {
    if (error instanceof CopyFailed) return error.report;
    throw error;
  }
}
