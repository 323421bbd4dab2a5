import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Executor } from '@kwacha/db';
import type { AccountingRange } from '@kwacha/shared/staff/accounting';
import { stringify } from 'csv-stringify';
import type { FastifyBaseLogger } from 'fastify';
import { glCodes, type JournalCursor, journalLinePage } from './accounting.repository';
import { chartEntryOf } from './chart-of-accounts';

export const JOURNAL_CSV_HEADER = [
  'date',
  'entry_id',
  'kind',
  'reference',
  'loan_id',
  'account',
  'account_code',
  'gl_code',
  'debit',
  'credit',
  'memo',
] as const;

/** Lines read per query: the file is written while the next page is read, never held whole in memory. */
const PAGE_SIZE = 2000;

/** Ngwee as kwacha with two decimals and a dot ("1234.50"), exact (no floating point); blank for zero. */
export const amountCell = (ngwee: number) =>
  ngwee === 0 ? '' : `${Math.trunc(ngwee / 100)}.${String(ngwee % 100).padStart(2, '0')}`;

/**
 * The journal lines of a range of Lusaka days, one row per line, by date, then entry, then line: each
 * entry's rows are together and balance. No personal data: entries carry a loan id and a memo of amounts
 * and our own payment references, never a name, number or address.
 */
async function* journalRows(db: Executor, range: AccountingRange): AsyncGenerator<string[]> {
  yield [...JOURNAL_CSV_HEADER];
  const codes = await glCodes(db);
  let after: JournalCursor | undefined;
  for (;;) {
    const page = await journalLinePage(db, range, after, PAGE_SIZE);
    for (const line of page) {
      yield [
        line.day,
        line.entryId,
        line.kind,
        line.reference ?? '',
        line.loanId,
        line.account,
        chartEntryOf(line.account).code,
        codes.get(line.account) ?? '',
        amountCell(line.debit),
        amountCell(line.credit),
        line.memo,
      ];
    }
    const last = page.at(-1);
    if (page.length < PAGE_SIZE || !last) return;
    after = { createdKey: last.createdKey, entryId: last.entryId, lineId: last.lineId };
  }
}

/**
 * The journal as CSV (RFC 4180: commas, CRLF, quotes where needed, no byte-order mark, so a general
 * ledger's importer reads the header as written), streamed page by page as the client reads.
 */
export function journalCsv(db: Executor, range: AccountingRange, logger: FastifyBaseLogger): Readable {
  const csv = stringify({ record_delimiter: 'windows' });
  pipeline(Readable.from(journalRows(db, range)), csv).catch((error: unknown) => {
    logger.error({ err: error }, 'journal export failed part way');
  });
  return csv;
}

/** 'journal-2026-11-01-to-2026-11-30.csv'. */
export const journalCsvFileName = (range: AccountingRange) => `journal-${range.from}-to-${range.to}.csv`;
