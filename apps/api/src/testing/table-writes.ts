import * as schema from '@kwacha/db/schema';
import { getTableName, isTable } from 'drizzle-orm';

/** Every table of the Drizzle schema, by the name its object is exported as (`loanApplications`). */
export const SCHEMA_TABLES: ReadonlyMap<string, string> = new Map(
  Object.entries(schema).flatMap(([name, value]) => (isTable(value) ? [[name, getTableName(value)]] : [])),
);

// A file may give a table a short name (`const r = campaignRecipients;`) and write through it.
function tablesByLocalName(text: string): Map<string, string> {
  const names = new Map(SCHEMA_TABLES);
  for (const [, alias, target] of text.matchAll(/\bconst (\w+) = (\w+);/g)) {
    const table = target && SCHEMA_TABLES.get(target);
    if (alias && table) names.set(alias, table);
  }
  return names;
}

/**
 * The tables a file writes: drizzle's `.insert(t)`, `.update(t)` and `.delete(t)`, and raw SQL that
 * interpolates the table object (`insert into ${t}`, `update ${t}`, `delete from ${t}`). SQL that spells
 * a table's name as text is not seen; a crypto hash's `.update(data)` names no table, so it is not a write.
 */
export function tablesWritten(text: string): string[] {
  const names = tablesByLocalName(text);
  const written = new Set<string>();
  const patterns = [
    /\.(?:insert|update|delete)\(\s*(\w+)\s*\)/g,
    /\b(?:insert into|update|delete from) \$\{(\w+)\}/gi,
  ];
  for (const pattern of patterns) {
    for (const [, name] of text.matchAll(pattern)) {
      const table = name && names.get(name);
      if (table) written.add(table);
    }
  }
  return [...written].sort();
}

/**
 * Why a file looks like it builds SQL: it imports drizzle-orm or a table object, reads or writes a table
 * through the query builder, or runs SQL (`.execute(`, sql`…`, the relational `db.query.x`). Empty when
 * it only calls repositories.
 */
export function sqlBuilding(text: string): string[] {
  const names = tablesByLocalName(text);
  const reasons: string[] = [];
  if (/from 'drizzle-orm/.test(text)) reasons.push('imports drizzle-orm');
  for (const [, list] of text.matchAll(/^import \{([^}]*)\} from '@kwacha\/db(?:\/schema)?';/gm)) {
    const values = (list ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item && !item.startsWith('type '))
      .map((item) => item.split(/\s+as\s+/)[0] ?? item);
    for (const value of values) if (SCHEMA_TABLES.has(value)) reasons.push(`imports the table ${value}`);
  }
  for (const table of tablesWritten(text)) reasons.push(`writes ${table}`);
  for (const [, name] of text.matchAll(
    /\.(?:from|innerJoin|leftJoin|rightJoin|fullJoin)\(\s*(\w+)\s*[,)]/g,
  )) {
    const table = name && names.get(name);
    if (table) reasons.push(`reads ${table}`);
  }
  if (/\.execute\(/.test(text)) reasons.push('runs SQL (.execute)');
  if (/\bsql`/.test(text)) reasons.push('writes SQL (sql``)');
  if (/\.query\.\w+\.find(?:First|Many)\(/.test(text)) reasons.push('queries through db.query');
  return [...new Set(reasons)];
}
