import type { DatabaseHandle } from '@kwacha/db';

/** The tables an operator recognises a backup by: people, loans and the money that moved. */
export const MAIN_TABLES = [
  'users',
  'loan_applications',
  'disbursements',
  'payments',
  'journal_entries',
  'journal_lines',
  'audit_events',
] as const;

/** Row counts of the main tables, printed after a backup and a restore so the two can be compared. */
export async function mainTableCounts(database: Pick<DatabaseHandle, 'executeSql'>) {
  const selects = MAIN_TABLES.map((table) => `select '${table}' as name, count(*)::int as n from "${table}"`);
  const { rows } = await database.executeSql(`${selects.join(' union all ')}`, []);
  return Object.fromEntries(rows.map((row) => [String(row.name), Number(row.n)]));
}

export function formatCounts(counts: Record<string, number>): string {
  const width = Math.max(...Object.keys(counts).map((name) => name.length));
  return Object.entries(counts)
    .map(([name, n]) => `  ${name.padEnd(width)}  ${n}`)
    .join('\n');
}
