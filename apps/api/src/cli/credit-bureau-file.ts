import { parseArgs } from 'node:util';
import { buildSubmissionSchema } from '@kwacha/shared/staff/credit-reporting';
import { loadConfig } from '../config';
import { DomainError } from '../lib/domain-errors';
import { createLogger } from '../lib/logger';
import { buildSubmission } from '../modules/credit-reporting/submission-build.service';
import { businessToday } from '../modules/settings/settings.public';
import { readCommandArguments, runCommand } from './command-line';
import { openMigratedDatabase } from './open-migrated';

const USAGE = `Usage: npm run credit-bureau:file -- --month YYYY-MM

Builds the credit bureau's file of a month that has ended by the business date, or builds it again while
it has not been marked sent, as POST /api/admin/credit-bureau/submissions does (docs/product.md §25.3).
Prints the counts and the file's SHA-256; a superuser downloads the file and marks it sent on the screen.
With the embedded database (no DATABASE_URL), stop the server first: only one process may open it.`;

function readArguments(argv: string[]): { month: string } | undefined {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    allowPositionals: false,
    options: { month: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) return undefined;
  const parsed = buildSubmissionSchema.safeParse({ month: values.month });
  if (!parsed.success) throw new Error('Give --month as YYYY-MM.');
  return parsed.data;
}

/** `npm run credit-bureau:file`: exit 0 built, 1 refused (a month not ended, a file sent), 2 usage. */
export async function creditBureauFileMain(argv: string[]): Promise<number> {
  const parsed = readCommandArguments(() => readArguments(argv), USAGE);
  if ('exitCode' in parsed) return parsed.exitCode;
  const config = loadConfig();
  const database = await openMigratedDatabase(config);
  const deps = { db: database.db, now: () => new Date(), logger: createLogger('warn'), config };
  try {
    const today = await businessToday(deps);
    const { submission: s } = await buildSubmission(deps, {
      month: parsed.input.month,
      staffId: null,
      today,
    });
    console.info(
      `${s.month}: ${s.accountRecords} accounts, ${s.correctionRecords} corrections, ${s.rejectedRecords} rejected, ` +
        `${s.heldRecords} held for the notice period, ${s.noConsentLoans} without consent`,
    );
    console.info(`${s.fileName}: ${s.fileBytes} bytes, SHA-256 ${s.sha256}`);
    return 0;
  } catch (error) {
    if (error instanceof DomainError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

// exitCode rather than exit() (runCommand): stdout and stderr drain before the end.
if (process.argv[1]?.endsWith('credit-bureau-file.ts'))
  runCommand(() => creditBureauFileMain(process.argv.slice(2)));
