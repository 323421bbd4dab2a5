import type { ReconciliationProvider, StatementDirection } from '@kwacha/shared/staff/reconciliation';
import { stringify } from 'csv-stringify/sync';

/** A line to write into a sample statement (tests and the browser journey build theirs from real rows). */
export interface SampleLine {
  transactionId: string;
  reference: string | null;
  direction: StatementDirection;
  /** Kwacha as the file writes it, e.g. '150.00'. */
  amount: string;
  at: Date;
  settled?: boolean;
  currency?: string;
}

/** Lusaka's clock (UTC+2 all year), as MTN's and Airtel's files write it: 2026-11-02 14:05:33. */
const lusakaClock = (at: Date) =>
  new Date(at.getTime() + 2 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');

type Writer = { header: string[]; row(line: SampleLine): string[] };

const WRITERS: Record<ReconciliationProvider, Writer> = {
  simulator: {
    header: ['transaction_id', 'reference', 'direction', 'amount', 'currency', 'status', 'completed_at'],
    row: (l) => [
      l.transactionId,
      l.reference ?? '',
      l.direction,
      l.amount,
      l.currency ?? 'ZMW',
      l.settled === false ? 'failed' : 'successful',
      l.at.toISOString(),
    ],
  },
  mtn: {
    header: [
      'Id',
      'External Transaction Id',
      'Date',
      'Status',
      'Type',
      'From',
      'To',
      'Amount',
      'Currency',
      'Fee',
      'Currency',
      'Balance',
      'Currency',
    ],
    row: (l) => [
      l.transactionId,
      l.reference ?? '',
      lusakaClock(l.at),
      l.settled === false ? 'Failed' : 'Successful',
      l.direction === 'in' ? 'Debit' : 'Transfer',
      l.direction === 'in' ? 'FRI:260961234567/MSISDN' : 'FRI:kwacha-loans/USER',
      l.direction === 'in' ? 'FRI:kwacha-loans/USER' : 'FRI:260961234567/MSISDN',
      l.direction === 'in' ? l.amount : `-${l.amount}`,
      l.currency ?? 'ZMW',
      '0.00',
      'ZMW',
      '',
      'ZMW',
    ],
  },
  airtel: {
    header: [
      'Transaction Date',
      'Airtel Money ID',
      'Transaction ID',
      'Type',
      'MSISDN',
      'Amount',
      'Currency',
      'Status',
    ],
    row: (l) => [
      lusakaClock(l.at),
      l.transactionId,
      l.reference ?? '',
      l.direction === 'in' ? 'Collection' : 'Disbursement',
      '97xxxx567',
      l.amount,
      l.currency ?? 'ZMW',
      l.settled === false ? 'TF' : 'TS',
    ],
  },
  lenco: {
    header: [
      'id',
      'lencoReference',
      'reference',
      'type',
      'amount',
      'fee',
      'currency',
      'status',
      'initiatedAt',
      'completedAt',
    ],
    row: (l) => [
      `0b7e${l.transactionId.slice(-4)}-5c1d-4c5e-9d3a-3f2a1e0c${l.transactionId.slice(-4)}`,
      l.transactionId,
      l.reference ?? '',
      l.direction === 'in' ? 'credit' : 'debit',
      l.amount,
      '0.00',
      l.currency ?? 'ZMW',
      l.settled === false ? 'failed' : 'successful',
      new Date(l.at.getTime() - 20_000).toISOString(),
      l.settled === false ? '' : l.at.toISOString(),
    ],
  },
};

/** A statement file in the provider's format (docs/payment-providers.md, "Settlement statements"). */
export function statementCsv(provider: ReconciliationProvider, lines: readonly SampleLine[]): string {
  const writer = WRITERS[provider];
  return stringify([writer.header, ...lines.map(writer.row)], { record_delimiter: '\n' });
}
