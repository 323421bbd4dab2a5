import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { DatabaseInUseError, openPglite } from '@kwacha/db';
import { loadConfig } from '../config';
import { askRunningServer } from '../lib/admin-channel/admin-channel-client';
import { adminSocketPath } from '../lib/admin-channel/admin-channel-protocol';
import { embeddedDatabaseExists, embeddedDataDir } from '../lib/db-backup/embedded-database';
import { formatCounts } from '../lib/db-backup/main-table-counts';
import { type BackupSummary, writeBackup } from '../lib/db-backup/write-backup';
import { readCommandArguments, runCommand } from './command-line';

const USAGE = `Usage: npm run backup -- --out FILE.tar.gz

Writes a consistent copy of the embedded database in DATA_DIR to FILE (a gzipped tarball of its data
directory), whether the server is running or not: a running server makes the copy itself, through the
local socket in DATA_DIR. Restore it with npm run restore. DATA_DIR/session-secret is not in the copy;
keep it with the copy, or everyone signs in again after a restore on another machine.
On PostgreSQL (DATABASE_URL) use pg_dump or pg_basebackup instead.`;

// A backup of a large database takes a while; the server answers once the file is written.
const SERVER_TIMEOUT_MS = 10 * 60_000;

function readArguments(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    allowPositionals: false,
    options: { out: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) return undefined;
  if (!values.out) throw new Error('Missing --out.');
  return { out: resolve(values.out) };
}

function report(out: string, summary: BackupSummary) {
  console.info(`Wrote ${out} (${(summary.bytes / 2 ** 20).toFixed(1)} MB).`);
  console.info(`Rows:\n${formatCounts(summary.counts)}`);
}

async function main(argv: string[]): Promise<number> {
  const parsed = readCommandArguments(() => readArguments(argv), USAGE);
  if ('exitCode' in parsed) return parsed.exitCode;
  const { input } = parsed;
  const config = loadConfig();
  if (config.databaseUrl) {
    console.error(
      'DATABASE_URL is set: back PostgreSQL up with pg_dump or pg_basebackup (docs/operations.md).',
    );
    return 1;
  }
  if (existsSync(input.out)) {
    console.error(`${input.out} already exists; choose another file.`);
    return 1;
  }

  const answer = await askRunningServer(
    adminSocketPath(config.dataDir),
    { command: 'backup', out: input.out },
    SERVER_TIMEOUT_MS,
  );
  if (answer?.ok) {
    report(input.out, answer.backup);
    return 0;
  }
  if (answer) {
    for (const line of answer.messages) console.error(line);
    return 1;
  }

  // No server answers: the command opens the database itself (its lock refuses a second holder).
  if (!embeddedDatabaseExists(config.dataDir)) {
    console.error(`There is no embedded database in ${embeddedDataDir(config.dataDir)}.`);
    return 1;
  }
  let database: Awaited<ReturnType<typeof openPglite>>;
  try {
    database = await openPglite(embeddedDataDir(config.dataDir));
  } catch (error) {
    if (!(error instanceof DatabaseInUseError)) throw error;
    console.error(error.message);
    return 1;
  }
  try {
    report(input.out, await writeBackup(database, input.out));
    return 0;
  } finally {
    await database.close();
  }
}

runCommand(() => main(process.argv.slice(2)));
