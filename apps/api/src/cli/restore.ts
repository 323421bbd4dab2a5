import { existsSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { openPglite } from '@kwacha/db';
import { loadConfig } from '../config';
import { embeddedDatabaseHolder, embeddedDataDir } from '../lib/db-backup/embedded-database';
import { formatCounts, mainTableCounts } from '../lib/db-backup/main-table-counts';
import { readCommandArguments, runCommand } from './command-line';

const USAGE = `Usage: npm run restore -- --from FILE.tar.gz [--force]

Restores a copy made by npm run backup into the embedded database in DATA_DIR, with the server
stopped. An existing database is replaced only with --force, and even then it is moved aside
(DATA_DIR/pgdata.before-restore-<time>), never deleted.
On PostgreSQL (DATABASE_URL) restore with pg_restore or point-in-time recovery instead.`;

function readArguments(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    allowPositionals: false,
    options: {
      from: { type: 'string' },
      force: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) return undefined;
  if (!values.from) throw new Error('Missing --from.');
  return { from: resolve(values.from), force: values.force === true };
}

const isEmpty = (dir: string) => !existsSync(dir) || readdirSync(dir).length === 0;

async function main(argv: string[]): Promise<number> {
  const parsed = readCommandArguments(() => readArguments(argv), USAGE);
  if ('exitCode' in parsed) return parsed.exitCode;
  const { input } = parsed;
  const config = loadConfig();
  if (config.databaseUrl) {
    console.error('DATABASE_URL is set: restore PostgreSQL with pg_restore or point-in-time recovery.');
    return 1;
  }
  if (!existsSync(input.from)) {
    console.error(`${input.from} does not exist.`);
    return 1;
  }
  const holder = await embeddedDatabaseHolder(config.dataDir);
  if (holder) {
    console.error(`${holder} Stop it first: a restore replaces the database under it.`);
    return 1;
  }

  const target = embeddedDataDir(config.dataDir);
  let aside: string | undefined;
  if (!isEmpty(target)) {
    if (!input.force) {
      console.error(
        `${target} already holds a database. Run again with --force to move it aside and restore.`,
      );
      return 1;
    }
    aside = `${target}.before-restore-${new Date().toISOString().replaceAll(':', '-')}`;
    renameSync(target, aside);
  }

  try {
    const tarball = new Blob([readFileSync(input.from)], { type: 'application/x-gzip' });
    // PGlite unpacks the tarball and starts PostgreSQL on it: a copy that opens and answers is whole.
    const database = await openPglite(target, { loadDataDir: tarball });
    try {
      const counts = await mainTableCounts(database);
      console.info(`Restored ${input.from} into ${target}.`);
      console.info(`Rows:\n${formatCounts(counts)}`);
    } finally {
      await database.close();
    }
  } catch (error) {
    // Only the half-written directory this command created is removed; the old one goes back.
    rmSync(target, { recursive: true, force: true });
    if (aside) renameSync(aside, target);
    console.error(
      `Could not restore ${input.from}: ${error instanceof Error ? error.message : String(error)}`,
    );
    return 1;
  }
  if (aside) console.info(`The database it replaced is in ${aside}; delete it once you are satisfied.`);
  return 0;
}

runCommand(() => main(process.argv.slice(2)));
