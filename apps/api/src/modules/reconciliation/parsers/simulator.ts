import {
  checkCurrency,
  type ParsedLine,
  parseIsoDateTime,
  parseStatementAmount,
  type RecordCells,
  referenceOrNull,
  refuse,
  type StatementFormat,
} from './statement-file';

const DIRECTIONS = ['in', 'out'] as const;

/**
 * The payment simulator moves no money and has no statement of its own: this is our plain format, for
 * demonstrations and tests. `transaction_id` is the simulator's id, `reference` ours, `direction` in or out,
 * `status` successful or anything else, `completed_at` ISO 8601 with its offset.
 */
export const simulatorStatement: StatementFormat = {
  columns: ['transaction_id', 'reference', 'direction', 'amount', 'currency', 'status', 'completed_at'],
  read(record: RecordCells): ParsedLine {
    const providerTransactionId = record.required('transaction_id');
    const text = record.required('direction');
    const direction = DIRECTIONS.find((d) => d === text.toLowerCase());
    if (!direction) refuse(`the direction "${text}" is neither in nor out.`);
    const { ngwee, negative } = parseStatementAmount(record.required('amount'));
    if (negative) refuse('the amount is negative; the direction says which way the money moved.');
    checkCurrency(record.required('currency'));
    return {
      lineNumber: record.lineNumber,
      providerTransactionId,
      reference: referenceOrNull(record.cell('reference')),
      direction,
      amount: ngwee,
      occurredAt: parseIsoDateTime(record.required('completed_at')),
      settled: record.required('status').toLowerCase() === 'successful',
    };
  },
};
