import { parseArgs } from 'node:util';
import type { DatabaseHandle } from '@kwacha/db';
import { type Config, loadConfig } from '../config';
import {
  embeddedDatabaseExists,
  embeddedDatabaseHolder,
  embeddedDataDir,
} from '../lib/db-backup/embedded-database';
import { formatResealReport, resealAllPhotos } from '../modules/kyc/kyc-reseal';
import { readCommandArguments, runCommand } from './command-line';
import { openMigratedDatabase } from './open-migrated';

const USAGE = `Usage: npm run kyc:reseal

Seals every identity photo that opens only with a key in KYC_ENCRYPTION_KEY_PREVIOUS again under
KYC_ENCRYPTION_KEY, in the database the server uses (DATABASE_URL, or the embedded database in DATA_DIR,
with the server stopped) and the store KYC_STORAGE names. Safe to stop and to run again. When it reports
no photo that could not be opened, remove KYC_ENCRYPTION_KEY_PREVIOUS and restart (README, "Changing the key").`;

function readArguments(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    allowPositionals: false,
    options: { help: { type: 'boolean', short: 'h' } },
  });
  return values.help ? undefined : {};
}

/** Why the database cannot be opened, or undefined; the embedded one belongs to one process at a time. */
async function refusal(config: Config): Promise<string | undefined> {
  if (config.databaseUrl) return undefined;
  if (!embeddedDatabaseExists(config.dataDir)) {
    return `There is no embedded database in ${embeddedDataDir(config.dataDir)}.`;
  }
  const holder = await embeddedDatabaseHolder(config.dataDir);
  // The server keeps reading old photos with the previous key, so stopping it for the run loses nothing.
  return holder && `${holder} Stop it, run npm run kyc:reseal, then start it again.`;
}

async function main(argv: string[]): Promise<number> {
  const parsed = readCommandArguments(() => readArguments(argv), USAGE);
  if ('exitCode' in parsed) return parsed.exitCode;
  const config = loadConfig();
  const refused = await refusal(config);
  if (refused) {
    console.error(refused);
    return 1;
  }
  let database: DatabaseHandle;
  try {
    database = await openMigratedDatabase(config);
  } catch (error) {
    console.error(`Could not open the database: ${error instanceof Error ? error.message : String(error)}`);
    if (config.databaseUrl) console.error('Check DATABASE_URL and that the PostgreSQL server is running.');
    return 1;
  }
  try {
    const report = await resealAllPhotos({ db: database.db, config: config.kyc });
    for (const { storageKey, reason } of report.failed) {
      console.error(
        `Could not open ${storageKey}: ${reason === 'missing' ? 'missing from storage' : 'no key opens it'}.`,
      );
    }
    console.info(formatResealReport(report));
    return report.failed.length > 0 ? 1 : 0;
  } finally {
    await database.close();
  }
}

// exitCode rather than exit() (runCommand): stdout and stderr drain before the process ends.
runCommand(() => main(process.argv.slice(2)));
