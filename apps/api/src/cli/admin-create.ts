import { parseArgs } from 'node:util';
import type { DatabaseHandle } from '@kwacha/db';
import { loadConfig } from '../config';
import { askRunningServer } from '../lib/admin-channel/admin-channel-client';
import { adminSocketPath } from '../lib/admin-channel/admin-channel-protocol';
import { DomainError } from '../lib/domain-errors';
import { createStaffAccount } from '../modules/users/staff-accounts.service';
import { readCommandArguments, runCommand } from './command-line';
import { openMigratedDatabase } from './open-migrated';
import { serverIsListening } from './server-listening';

const USAGE = `Usage: npm run admin:create -- --email E --password P --role admin|superuser [--first-name F --last-name L]

Creates a verified staff account in the database the server uses (DATABASE_URL, or the embedded
database in DATA_DIR). While the server runs on the embedded database, the account is created by the
server itself, through a local socket in DATA_DIR.`;

class UsageError extends Error {}

function readArguments(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    allowPositionals: false,
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      role: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) return undefined;
  const missing = (['email', 'password', 'role'] as const).filter((name) => !values[name]);
  if (missing.length > 0) throw new UsageError(`Missing ${missing.map((name) => `--${name}`).join(', ')}.`);
  return {
    email: values.email ?? '',
    password: values.password ?? '',
    role: values.role ?? '',
    firstName: values['first-name'],
    lastName: values['last-name'],
  };
}

async function main(argv: string[]): Promise<number> {
  const parsed = readCommandArguments(() => readArguments(argv), USAGE);
  if ('exitCode' in parsed) return parsed.exitCode;
  const { input } = parsed;

  const config = loadConfig();
  if (!config.databaseUrl) {
    const answer = await askRunningServer(adminSocketPath(config.dataDir), {
      command: 'create-staff',
      account: input,
    });
    if (answer?.ok) {
      const { account } = answer;
      console.info(`Created ${account.role} account ${account.email} (username: ${account.username}).`);
      return 0;
    }
    if (answer) {
      for (const line of answer.messages) console.error(line);
      return 1;
    }
  }
  if (!config.databaseUrl && (await serverIsListening(config.port))) {
    console.error(
      `Something is listening on port ${config.port}: if it is the Kwacha Loans server, it has the embedded database in ${config.dataDir} open.`,
    );
    console.error('Stop the server (npm start) and run this command again; only one process may open it.');
    return 1;
  }
  let database: DatabaseHandle;
  try {
    database = await openMigratedDatabase(config);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.error(`Could not open the database: ${reason}`);
    console.error(
      config.databaseUrl
        ? 'Check DATABASE_URL and that the PostgreSQL server is running.'
        : `The embedded database in ${config.dataDir} can be opened by one process at a time: stop the server (npm start) and run this command again.`,
    );
    return 1;
  }

  try {
    const account = await createStaffAccount(database.db, input);
    console.info(`Created ${account.role} account ${account.email} (username: ${account.username}).`);
    return 0;
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    const lines = error.details?.length ? error.details.map((detail) => detail.message) : [error.message];
    for (const line of lines) console.error(line);
    return 1;
  } finally {
    await database.close();
  }
}

// exitCode rather than exit() (runCommand): stdout and stderr drain before the process ends.
runCommand(() => main(process.argv.slice(2)));
