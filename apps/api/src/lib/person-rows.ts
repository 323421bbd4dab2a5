import type { Executor } from '@kwacha/db';
import { asc, eq, getTableColumns } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';

/**
 * One person's rows of a table, oldest first, with only the columns given: the parts of a borrower's copy
 * of their data (docs/product.md §18.1) that each module reads from its own table.
 */
export async function personRowsOldestFirst<Columns extends SelectedFields>(
  db: Executor,
  table: PgTable,
  columns: Columns,
  by: { person: PgColumn; order: PgColumn },
  userId: string,
): Promise<SelectResultFields<Columns>[]> {
  // Typed from the columns, as a select on a known table is: drizzle cannot follow a table passed in.
  return db.select(columns).from(table).where(eq(by.person, userId)).orderBy(asc(by.order)) as Promise<
    SelectResultFields<Columns>[]
  >;
}

/** `{ name: table.name, … }` for the columns named: the fields of a person's rows, each said once. */
export function columnsOf<Table extends PgTable, Name extends keyof Table['_']['columns'] & string>(
  table: Table,
  names: readonly Name[],
): Pick<Table['_']['columns'], Name> {
  const columns = getTableColumns(table);
  return Object.fromEntries(names.map((name) => [name, columns[name]])) as Pick<Table['_']['columns'], Name>;
}
