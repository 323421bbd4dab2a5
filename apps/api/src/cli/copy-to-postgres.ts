import { parseArgs } from 'node:util';
import { type DatabaseHandle, DatabaseInUseError, openPglite, openPostgres } from '@kwacha/db';
import { loadConfig } from '../config';
import {
  embeddedDatabaseExists,
  embeddedDatabaseHolder,
  embeddedDataDir,
} from '../lib/db-backup/embedded-database';
import { readCommandArguments, runCommand } from './command-line';
import { copyDatabase } from './db-copy/copy-database';
import { formatCopyReport } from './db-copy/copy-report';
import { targetHoldsData } from './db-copy/target-state';

const USAGE = `Usage: npm run db:copy-to-postgres -- --to postgres://USER@HOST:5432/DATABASE [--force]

Copies the embedded database in DATA_DIR (the server stopped) into an empty PostgreSQL database: runs
the migrations there, copies every table with its ids in one transaction, and commits only when every
table's row count equals the embedded one and the ledger invariants hold on the copy. The embedded
database is migrated first, as the server would on its next start, and otherwise left as it was.
A target that already holds people, loans or money is refused unless --force (its tables are replaced).
pg-boss's queue is not copied: the schedules create their jobs again when the server starts.
Then set DATABASE_URL to the target and start the server.`;

function readArguments(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    allowPositionals: false,
    options: {
      to: { type: 'string' },
      force: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) return undefined;
  if (!values.to) throw new Error('Missing --to.');
  if (!/^postgres(ql)?:\/\//.test(values.to)) throw new Error('--to must be a postgres:// URL.');
  return { to: values.to, force: values.force === true };
}

/** The URL without its password, for messages. */
const shown = (url: string) => url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');

async function openSource(dataDir: string): Promise<DatabaseHandle | string> {
  if (!embeddedDatabaseExists(dataDir))
    return `There is no embedded database in ${embeddedDataDir(dataDir)}.`;
  const holder = await embeddedDatabaseHolder(dataDir);
  if (holder) return `${holder} Stop it first: the copy must see a database nothing writes to.`;
  try {
    return await openPglite(embeddedDataDir(dataDir));
  } catch (error) {
    if (error instanceof DatabaseInUseError) return error.message;
    throw error;
  }
}

async function copy(source: DatabaseHandle, target: DatabaseHandle, to: string, force: boolean) {
  try {
    await target.ping();
  } catch (error) {
    console.error(`Could not connect to ${shown(to)}: ${error instanceof Error ? error.message : error}`);
    return 1;
  }
  const held = await targetHoldsData(target.db);
  if (held.length > 0 && !force) {
    console.error(`${shown(to)} is not empty: ${held.join(', ')}.`);
    console.error('Use an empty database, or run again with --force to replace its tables.');
    return 1;
  }
  await source.migrate();
  await target.migrate();
  console.info(`Copying the embedded database into ${shown(to)}:`);
  const report = await copyDatabase(source, target, (line) => console.info(line));
  console.info(formatCopyReport(report));
  return report.ok ? 0 : 1;
}

async function main(argv: string[]): Promise<number> {
  const parsed = readCommandArguments(() => readArguments(argv), USAGE);
  if ('exitCode' in parsed) return parsed.exitCode;
  const { input } = parsed;
  const config = loadConfig();
  const source = await openSource(config.dataDir);
  if (typeof source === 'string') {
    console.error(source);
    return 1;
  }
  // Unbounded: one transaction copies every table, and a large table's statements may run for minutes.
  const target = openPostgres({ connectionString: input.to, max: 2, statementTimeoutMs: 0 });
  try {
    return await copy(source, target, input.to, input.force);
  } finally {
    await target.close();
    await source.close();
  }
}

runCommand(() => main(process.argv.slice(2)));
