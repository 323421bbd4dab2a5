import { parseArgs } from 'node:util';
import { MAX_ADVANCE_DAYS } from '@kwacha/shared/staff/business-date';
import { createContext, dailyBusinessJobs } from '../bootstrap';
import { loadConfig } from '../config';
import { askRunningServer } from '../lib/admin-channel/admin-channel-client';
import {
  adminSocketPath,
  type BusinessDateRequest,
  type BusinessDateResponse,
} from '../lib/admin-channel/admin-channel-protocol';
import { createLogger } from '../lib/logger';
import { businessDateFromConsole } from '../modules/settings/business-date-from-console';
import { readCommandArguments } from './command-line';
import { openMigratedDatabase } from './open-migrated';
import { serverIsListening } from './server-listening';

const USAGE = `Usage: npm run business-date -- --show
       npm run business-date -- --advance N

Shows the business date the daily jobs run on, or moves it forward N days (1–${MAX_ADVANCE_DAYS}) and runs
every daily job for each day passed over, as if the days had passed. Refused in production
(NODE_ENV=production). Works while the server runs: on PostgreSQL (DATABASE_URL) through its own
connection; on the embedded database in DATA_DIR through the running server itself (a local socket).`;

class UsageError extends Error {}

/** What the command asks of the database, however it reaches it. */
export type BusinessDateRunner = (
  request: Pick<BusinessDateRequest, 'advance'>,
) => Promise<BusinessDateResponse>;

function readArguments(argv: string[]): Pick<BusinessDateRequest, 'advance'> | undefined {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    allowPositionals: false,
    options: {
      show: { type: 'boolean' },
      advance: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) return undefined;
  if (values.show && values.advance !== undefined)
    throw new UsageError('Give --show or --advance, not both.');
  if (values.show) return {};
  if (values.advance === undefined) throw new UsageError('Give --show or --advance N.');
  if (!/^\d+$/.test(values.advance)) throw new UsageError('--advance takes a whole number of days.');
  return { advance: Number(values.advance) };
}

/** An advance of a year runs a year of daily jobs: the server is given long enough to answer. */
const ADVANCE_TIMEOUT_MS = 60 * 60 * 1000;

/**
 * The server's own database: through the running server when it holds the embedded one (only one process
 * may open it), else on a connection of this command's own (PostgreSQL serves many; an embedded database
 * nobody holds).
 */
const runAgainstServerDatabase: BusinessDateRunner = async (request) => {
  const config = loadConfig();
  if (!config.databaseUrl) {
    const answer = await askRunningServer(
      adminSocketPath(config.dataDir),
      { command: 'business-date', ...request },
      ADVANCE_TIMEOUT_MS,
    );
    if (answer) return answer;
    if (await serverIsListening(config.port)) {
      return {
        ok: false,
        messages: [
          `Something is listening on port ${config.port}: if it is the Kwacha Loans server, it has the embedded database in ${config.dataDir} open.`,
          'Stop the server (npm start) and run this command again; only one process may open it.',
        ],
      };
    }
  }
  const logger = createLogger('warn');
  const database = await openMigratedDatabase(config);
  // No workers: the e-mails and texts the jobs write wait in the outbox for the server's senders.
  const running = await createContext(config, database, logger, { runWorkers: false });
  try {
    return await businessDateFromConsole(running.ctx, request, dailyBusinessJobs(running.ctx));
  } finally {
    await running.close();
  }
};

/** "servicing: 3 loans, 1 becameOverdue…": a job's counts as one line. */
const countsOf = (report: object) =>
  Object.entries(report)
    .map(([name, count]) => `${name} ${String(count)}`)
    .join(', ');

/** `npm run business-date`: exit 0 done, 1 refused (production, a running advance, a bad range), 2 usage. */
export async function businessDateMain(
  argv: string[],
  run: BusinessDateRunner = runAgainstServerDatabase,
): Promise<number> {
  const parsed = readCommandArguments(() => readArguments(argv), USAGE);
  if ('exitCode' in parsed) return parsed.exitCode;
  const answer = await run(parsed.input);
  if (!answer.ok) {
    for (const line of answer.messages) console.error(line);
    return 1;
  }
  for (const day of answer.days) {
    const jobs = Object.entries(day.jobs).map(([name, report]) => `${name}: ${countsOf(report)}`);
    console.info(`${day.date}  ${jobs.join('; ') || 'no daily jobs'}`);
  }
  const { state } = answer;
  console.info(`Business date: ${state.date}${state.moved ? '' : ' (today)'}`);
  console.info(`Real date:     ${state.realToday}`);
  if (!state.allowed) console.info('The business date cannot be moved here (NODE_ENV=production).');
  return 0;
}
