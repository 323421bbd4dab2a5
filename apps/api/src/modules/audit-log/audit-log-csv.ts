import type { Executor } from '@kwacha/db';
import {
  AUDIT_EXPORT_MAX_ROWS,
  AUDIT_EXPORT_TRUNCATED_NOTE,
  type AuditLogExportQuery,
  SYSTEM_ACTOR_NAME,
  withoutSecrets,
} from '@kwacha/shared/staff/audit-log';
import { type Stringifier, stringify } from 'csv-stringify';
import type { FastifyBaseLogger } from 'fastify';
import { type AuditCriteria, findAuditPage } from './audit-log.repository';
import { auditCriteria, toAuditLogEntry } from './audit-log.service';

const HEADER = [
  'Time (Lusaka)',
  'Actor',
  'Action',
  'Action code',
  'Concerns',
  'Loan id',
  'User id',
  'Change',
  'Before',
  'After',
];

/** Rows read per query: the file is written while the next batch is read, never held whole in memory. */
const BATCH_SIZE = 1000;
const LUSAKA_OFFSET_MS = 2 * 60 * 60 * 1000;

/** '2026-11-21 10:30:05': Lusaka is UTC+2 all year, so the offset is fixed. */
const lusakaTime = (at: Date) =>
  new Date(at.getTime() + LUSAKA_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab or return) as a formula; names and notes
 * are typed by people, borrowers included, so such a cell is opened with a quote mark.
 */
export const safeCell = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

export interface AuditCsvOptions {
  logger: FastifyBaseLogger;
  maxRows?: number;
  batchSize?: number;
}

/**
 * The filtered audit log as CSV, newest first, streamed batch by batch (keyset on id) as the client reads.
 * At most `maxRows` records; a longer log ends the file with a note saying so.
 */
export function auditLogCsv(db: Executor, query: AuditLogExportQuery, options: AuditCsvOptions): Stringifier {
  const csv = stringify({ bom: true, record_delimiter: 'windows' });
  const maxRows = options.maxRows ?? AUDIT_EXPORT_MAX_ROWS;
  const batchSize = options.batchSize ?? BATCH_SIZE;
  const criteria = auditCriteria(query);
  writeRows(db, csv, criteria, maxRows, batchSize).then(
    () => csv.end(),
    (error: unknown) => {
      options.logger.error({ err: error }, 'audit log export failed part way');
      csv.destroy(error instanceof Error ? error : new Error(String(error)));
    },
  );
  return csv;
}

async function writeRows(
  db: Executor,
  csv: Stringifier,
  criteria: AuditCriteria,
  maxRows: number,
  batchSize: number,
): Promise<void> {
  await put(csv, HEADER);
  let written = 0;
  let beforeId: number | undefined;
  for (;;) {
    // One row more than the cap allows tells whether the file is complete.
    const want = Math.min(batchSize, maxRows - written + 1);
    const rows = await findAuditPage(db, { ...criteria, beforeId }, want);
    for (const row of rows) {
      if (written === maxRows) {
        await put(csv, []);
        await put(csv, [AUDIT_EXPORT_TRUNCATED_NOTE]);
        return;
      }
      if (!(await put(csv, rowOf(row)))) return;
      written += 1;
    }
    const last = rows.at(-1);
    if (rows.length < want || !last) return;
    beforeId = last.id;
  }
}

function rowOf(row: Parameters<typeof toAuditLogEntry>[0]): string[] {
  const entry = toAuditLogEntry(row);
  const { subject } = entry;
  const concerns =
    subject.kind === 'loan'
      ? `Loan ${subject.id}${subject.borrowerName ? ` of ${subject.borrowerName}` : ''}`
      : subject.kind === 'user'
        ? `User ${subject.name ?? subject.id}`
        : `${subject.entityType} ${subject.id}`;
  const json = (record: Record<string, unknown> | null) => {
    const kept = withoutSecrets(record);
    return kept ? JSON.stringify(kept) : '';
  };
  return [
    lusakaTime(row.createdAt),
    entry.actor?.name ?? SYSTEM_ACTOR_NAME,
    entry.actionLabel,
    entry.action,
    concerns,
    row.loanId ?? '',
    subject.kind === 'user' ? subject.id : '',
    entry.summary,
    json(row.before),
    json(row.after),
  ].map(safeCell);
}

/**
 * Writes one row, waiting while the client is slower than the database. False when the client went
 * away (the stream was destroyed): there is no one left to write for.
 */
async function put(csv: Stringifier, row: string[]): Promise<boolean> {
  if (csv.destroyed) return false;
  if (csv.write(row)) return true;
  await new Promise<void>((resolve) => {
    const done = () => {
      csv.off('drain', done);
      csv.off('close', done);
      resolve();
    };
    csv.on('drain', done);
    csv.on('close', done);
  });
  return !csv.destroyed;
}

/** 'kwacha-audit-log-2026-11-01-to-2026-11-21.csv': what and when, safe for any disk. */
export function auditCsvFileName(query: AuditLogExportQuery, today: string): string {
  return `kwacha-audit-log-${query.from ?? 'start'}-to-${query.to ?? today}.csv`;
}
