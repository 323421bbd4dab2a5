import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Executor } from '@kwacha/db';
import type { JournalExportQuery, JournalFormat } from '@kwacha/shared/staff/accounting-exports';
import { stringify } from 'csv-stringify';
import type { FastifyBaseLogger } from 'fastify';
import { glCodes } from './accounting.repository';
import { chartEntryOf } from './chart-of-accounts';
import { type ExportEntry, journalEntriesOf } from './gl-formats/journal-entries';
import { QUICKBOOKS_HEADER, quickbooksRows } from './gl-formats/quickbooks';
import { pastelAccountNumber, sagePastelRows } from './gl-formats/sage-pastel';
import { journalCsv, journalCsvFileName } from './journal-csv';
import { GlCodesMissingError, GlCodesUnfitError } from './journal-export.errors';
import { trialBalanceNgwee } from './trial-balance.service';

export interface JournalFile {
  fileName: string;
  body: Readable;
}

const PACKAGE_FORMATS: Record<
  Exclude<JournalFormat, 'generic'>,
  { header?: readonly string[]; rows: (entry: ExportEntry) => string[][]; suffix: string }
> = {
  'sage-pastel': { rows: sagePastelRows, suffix: 'sage-pastel' },
  quickbooks: { header: QUICKBOOKS_HEADER, rows: quickbooksRows, suffix: 'quickbooks' },
};

/** '1100 Loans receivable: principal', as the refusal names an account. */
const accountInWords = (account: Parameters<typeof chartEntryOf>[0]) => {
  const { code, name } = chartEntryOf(account);
  return `${code} ${name}`;
};

/**
 * A package's importer rejects or misfiles a line without an account, so every account the range's
 * journal uses must be mapped to a GL code (and, for Pastel, to a 7-character account number) before
 * the file is written. Accounts the range does not use need no code.
 */
async function assertMapped(db: Executor, query: JournalExportQuery): Promise<void> {
  const [lines, codes] = await Promise.all([trialBalanceNgwee(db, query), glCodes(db)]);
  const used = lines.filter((l) => l.debits > 0 || l.credits > 0).map((l) => l.account);
  const missing = used.filter((account) => !codes.get(account));
  if (missing.length > 0) throw new GlCodesMissingError(missing.map(accountInWords));
  if (query.format === 'sage-pastel') {
    const unfit = used.filter((account) => !pastelAccountNumber(codes.get(account) ?? ''));
    if (unfit.length > 0) throw new GlCodesUnfitError(unfit.map(accountInWords));
  }
}

async function* packageRows(
  db: Executor,
  query: JournalExportQuery,
  format: (typeof PACKAGE_FORMATS)[keyof typeof PACKAGE_FORMATS],
): AsyncGenerator<string[]> {
  if (format.header) yield [...format.header];
  for await (const entry of journalEntriesOf(db, query)) yield* format.rows(entry);
}

/**
 * GET /api/admin/accounting/journal.csv?format=: our generic CSV, or one journal per ledger entry in a
 * package's own import format (RFC 4180, CRLF, no byte-order mark), streamed as it is read.
 */
export async function journalExport(
  db: Executor,
  query: JournalExportQuery,
  logger: FastifyBaseLogger,
): Promise<JournalFile> {
  if (query.format === 'generic') {
    return { fileName: journalCsvFileName(query), body: journalCsv(db, query, logger) };
  }
  await assertMapped(db, query);
  const format = PACKAGE_FORMATS[query.format];
  const csv = stringify({ record_delimiter: 'windows' });
  pipeline(Readable.from(packageRows(db, query, format)), csv).catch((error: unknown) => {
    logger.error({ err: error }, 'journal export failed part way');
  });
  return { fileName: `journal-${query.from}-to-${query.to}-${format.suffix}.csv`, body: csv };
}
