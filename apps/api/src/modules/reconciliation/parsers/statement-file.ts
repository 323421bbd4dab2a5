import type { StatementDirection } from '@kwacha/shared/staff/reconciliation';
import { CsvError, parse } from 'csv-parse/sync';

/** One line of a provider's statement, read and checked: what matching needs of it. */
export interface ParsedLine {
  /** The line in the file where the record starts (the header is line 1). */
  lineNumber: number;
  /** The provider's own id of the transaction: unique per provider. */
  providerTransactionId: string;
  /** Our reference as the line carries it (PAY-… or a payout's transaction id), or null. */
  reference: string | null;
  direction: StatementDirection;
  /** Ngwee, positive. */
  amount: number;
  occurredAt: Date;
  /** False for a line the provider itself reports as failed or pending: kept, never matched or totalled. */
  settled: boolean;
}

export interface LineProblem {
  line: number;
  message: string;
}

export type ParseOutcome = { ok: true; lines: ParsedLine[] } | { ok: false; problems: LineProblem[] };

/** How one record reads: the cell under a header name (trimmed; `required` refuses an empty one). */
export interface RecordCells {
  cell(column: string): string;
  required(column: string): string;
  lineNumber: number;
}

/**
 * One provider's statement format: the columns it must have (others are ignored, in any order) and how a
 * record becomes a line. `read` throws through `refuse` with the problem, in words a finance clerk reads.
 */
export interface StatementFormat {
  columns: readonly string[];
  read(record: RecordCells): ParsedLine;
}

class LineRefusal extends Error {}

/** Stops reading a line: the message is reported with its line number. */
export function refuse(message: string): never {
  throw new LineRefusal(message);
}

/** Enough to fix a file without drowning the answer: the rest are reported as a count. */
export const MAX_PROBLEMS = 20;

const AMOUNT = /^(-)?(\d{1,12})(?:\.(\d+))?$/;

/**
 * Kwacha as the file writes it ("150", "150.5", "-1500.00") to ngwee and its sign. More than two decimals,
 * thousands separators, a currency sign or anything else is refused: a statement's amount is exact or it
 * is wrong, never rounded.
 */
export function parseStatementAmount(text: string): { ngwee: number; negative: boolean } {
  const match = AMOUNT.exec(text);
  if (!match) refuse(`the amount "${text}" is not a number of kwacha such as 150.00.`);
  const fraction = match[3] ?? '';
  if (fraction.length > 2) refuse(`the amount ${text} has more than two decimals.`);
  const ngwee = Number(match[2]) * 100 + Number(fraction.padEnd(2, '0'));
  if (ngwee === 0) refuse('the amount is zero.');
  return { ngwee, negative: match[1] === '-' };
}

/** Statements in another currency are not ours to match: every amount here is in kwacha. */
export function checkCurrency(text: string): void {
  if (text !== 'ZMW') refuse(`the currency is "${text}", not ZMW.`);
}

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;
const ISO_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.\d{1,6})?(Z|[+-]\d{2}:\d{2})$/;
const LUSAKA_OFFSET_MINUTES = 120;

function instant(parts: number[], offsetMinutes: number): Date | undefined {
  const [y = 0, mo = 0, d = 0, h = 0, mi = 0, s = 0] = parts;
  const wall = new Date(Date.UTC(y, mo - 1, d, h, mi, s));
  // Date.UTC rolls 30 February over into March: a day or time that does not exist is refused.
  const same =
    wall.getUTCFullYear() === y &&
    wall.getUTCMonth() === mo - 1 &&
    wall.getUTCDate() === d &&
    wall.getUTCHours() === h &&
    wall.getUTCMinutes() === mi &&
    wall.getUTCSeconds() === s;
  return same ? new Date(wall.getTime() - offsetMinutes * 60_000) : undefined;
}

/** "2026-11-02 14:05:33" on Lusaka's clock (UTC+2 all year). */
export function parseLusakaDateTime(text: string): Date {
  const match = LOCAL_DATE_TIME.exec(text);
  const at = match && instant(match.slice(1, 7).map(Number), LUSAKA_OFFSET_MINUTES);
  return at ?? refuse(`the date "${text}" is not a date and time such as 2026-11-02 14:05:33.`);
}

/** ISO 8601 with its offset: "2026-11-02T12:05:33.000Z" or "2026-11-02T14:05:33+02:00". */
export function parseIsoDateTime(text: string): Date {
  const match = ISO_DATE_TIME.exec(text);
  if (match) {
    const zone = match[7] ?? 'Z';
    const offset = zone === 'Z' ? 0 : (zone.startsWith('-') ? -1 : 1) * minutesOf(zone.slice(1));
    const at = instant(match.slice(1, 7).map(Number), offset);
    if (at) return at;
  }
  return refuse(`the date "${text}" is not a date and time such as 2026-11-02T12:05:33Z.`);
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Our references as the adapters send them: nothing else is taken as one (a narration is not). */
export function referenceOrNull(text: string): string | null {
  return /^[A-Za-z0-9_.:-]{1,100}$/.test(text) ? text : null;
}

const normalise = (name: string) => name.trim().toLowerCase();

interface CsvRecord {
  record: string[];
  info: { lines: number };
}

function records(text: string): CsvRecord[] | LineProblem {
  try {
    // The options ask for { record, info } objects; the overloads type the plain call's arrays.
    return parse(text, {
      info: true,
      skip_empty_lines: true,
      relax_column_count: true,
      trim: true,
    }) as unknown as CsvRecord[];
  } catch (error) {
    if (error instanceof CsvError) {
      const line = (error as CsvError & { lines?: number }).lines ?? 1;
      return { line, message: `Line ${line}: the file is not valid CSV (${error.message}).` };
    }
    throw error;
  }
}

/**
 * Reads a statement's text with a provider's format: the header must name every column the format reads;
 * each record must have as many cells as the header; every line is read and every problem reported with
 * its line number (the answer shows the first MAX_PROBLEMS); a transaction id twice in one file is a problem naming both lines.
 * Pure: it stores nothing, so a file with any problem changes nothing.
 */
export function parseStatement(format: StatementFormat, text: string): ParseOutcome {
  const parsed = records(text);
  if (!Array.isArray(parsed)) return { ok: false, problems: [parsed] };
  const [header, ...rows] = parsed;
  if (!header) return { ok: false, problems: [{ line: 1, message: 'The statement is empty.' }] };
  const names = header.record.map(normalise);
  const missing = format.columns.filter((column) => !names.includes(normalise(column)));
  if (missing.length > 0) {
    const message =
      `Line 1: the header must name the columns ${format.columns.join(', ')}; ` +
      `${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} missing.`;
    return { ok: false, problems: [{ line: 1, message }] };
  }
  if (rows.length === 0)
    return { ok: false, problems: [{ line: 2, message: 'The statement has no lines.' }] };

  // The first column of a name wins: some exports repeat a name (a second "Currency" for the fee).
  const indexOf = new Map<string, number>();
  names.forEach((name, i) => {
    if (!indexOf.has(name)) indexOf.set(name, i);
  });
  const problems: LineProblem[] = [];
  const lines: ParsedLine[] = [];
  const seen = new Map<string, number>();
  for (const { record, info } of rows) {
    // csv-parse counts the line a record ends on; a quoted cell may span lines.
    const lineNumber = info.lines - record.reduce((n, cell) => n + (cell.match(/\n/g)?.length ?? 0), 0);
    if (record.length !== header.record.length) {
      problems.push({
        line: lineNumber,
        message: `Line ${lineNumber}: ${record.length} cells, but the header has ${header.record.length}.`,
      });
      continue;
    }
    const read = readRecord(format, record, indexOf, lineNumber);
    if (typeof read === 'string') {
      problems.push({ line: lineNumber, message: `Line ${lineNumber}: ${read}` });
      continue;
    }
    const earlier = seen.get(read.providerTransactionId);
    if (earlier !== undefined) {
      problems.push({
        line: lineNumber,
        message: `Line ${lineNumber}: the transaction ${read.providerTransactionId} is already on line ${earlier}.`,
      });
      continue;
    }
    seen.set(read.providerTransactionId, lineNumber);
    lines.push(read);
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, lines };
}

function readRecord(
  format: StatementFormat,
  record: string[],
  indexOf: ReadonlyMap<string, number>,
  lineNumber: number,
): ParsedLine | string {
  const cell = (column: string) => record[indexOf.get(normalise(column)) ?? -1] ?? '';
  const required = (column: string) => cell(column) || refuse(`the column ${column} is empty.`);
  try {
    return format.read({ cell, required, lineNumber });
  } catch (error) {
    if (error instanceof LineRefusal) return error.message;
    throw error;
  }
}
