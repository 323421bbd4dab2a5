import type { Executor } from '@kwacha/db';
import { sql } from 'drizzle-orm';
import { rowsOf } from './sql-rows';

export interface TablePlan {
  name: string;
  /** The columns a row is written with (generated columns are computed again by the target). */
  columns: string[];
  primaryKey: string[];
  /** Columns referencing the same table: written in a second pass, once every row exists. */
  selfReferences: string[];
  /** Columns filled from a sequence, which must continue after the copied ids. */
  sequenced: string[];
}

/**
 * The public tables of a migrated database, parents before children, read from the catalogue rather
 * than listed by hand so that a table a later migration adds is copied too.
 */
export async function readCopyPlan(db: Pick<Executor, 'execute'>): Promise<TablePlan[]> {
  const tables = await rowsOf<{ name: string }>(
    db,
    sql`select c.relname as name from pg_class c
      where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p') and not c.relispartition`,
  );
  const columns = await rowsOf<{ table: string; column: string; sequenced: boolean }>(
    db,
    sql`select table_name as "table", column_name as "column",
        (column_default like 'nextval(%' or is_identity = 'YES') as sequenced
      from information_schema.columns
      where table_schema = 'public' and is_generated = 'NEVER'
      order by table_name, ordinal_position`,
  );
  const keys = await rowsOf<{ table: string; column: string }>(
    db,
    sql`select c.relname as "table", a.attname as "column" from pg_index i
      join pg_class c on c.oid = i.indrelid
      join pg_attribute a on a.attrelid = c.oid and a.attnum = any(i.indkey)
      where i.indisprimary and c.relnamespace = 'public'::regnamespace`,
  );
  const references = await rowsOf<{ child: string; parent: string; column: string }>(
    db,
    sql`select child.relname as child, parent.relname as parent, a.attname as "column"
      from pg_constraint k
      join pg_class child on child.oid = k.conrelid
      join pg_class parent on parent.oid = k.confrelid
      join pg_attribute a on a.attrelid = k.conrelid and a.attnum = any(k.conkey)
      where k.contype = 'f' and k.connamespace = 'public'::regnamespace`,
  );

  const plans = new Map<string, TablePlan>(
    tables.map(({ name }) => [
      name,
      { name, columns: [], primaryKey: [], selfReferences: [], sequenced: [] },
    ]),
  );
  for (const row of columns) {
    const plan = plans.get(row.table);
    if (!plan) continue; // a view's columns
    plan.columns.push(row.column);
    if (row.sequenced) plan.sequenced.push(row.column);
  }
  for (const row of keys) plans.get(row.table)?.primaryKey.push(row.column);
  const parents = new Map<string, Set<string>>([...plans.keys()].map((name) => [name, new Set()]));
  for (const row of references) {
    if (row.child === row.parent) plans.get(row.child)?.selfReferences.push(row.column);
    else parents.get(row.child)?.add(row.parent);
  }
  return foreignKeyOrder(parents).map((name) => plans.get(name) as TablePlan);
}

/** Kahn's topological order (alphabetical among equals, so every run copies in the same order). */
export function foreignKeyOrder(parents: Map<string, Set<string>>): string[] {
  const order: string[] = [];
  const placed = new Set<string>();
  while (placed.size < parents.size) {
    const ready = [...parents]
      .filter(([name, needs]) => !placed.has(name) && [...needs].every((parent) => placed.has(parent)))
      .map(([name]) => name)
      .sort();
    if (ready.length === 0) {
      const stuck = [...parents.keys()].filter((name) => !placed.has(name));
      throw new Error(`The foreign keys between ${stuck.join(', ')} form a cycle; no copy order exists.`);
    }
    for (const name of ready) {
      placed.add(name);
      order.push(name);
    }
  }
  return order;
}
