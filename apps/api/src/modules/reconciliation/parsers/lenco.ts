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

const TYPES = { credit: 'in', debit: 'out' } as const;

/**
 * Lenco: the fields of its published transaction object (GET /transactions, https://lenco-api.readme.io),
 * one column each, as its dashboard's export names them: `lencoReference` is Lenco's id, `reference` ours,
 * `type` credit (a collection) or debit (a transfer), `amount` in kwacha as the API's string, `status`
 * (`successful`; `pending`, `failed` and `declined` are not settled), and `completedAt` (ISO 8601; for a line
 * that did not complete, `initiatedAt`). The fee is Lenco's and not compared: we match the amount itself.
 */
export const lencoStatement: StatementFormat = {
  columns: [
    'lencoReference',
    'reference',
    'type',
    'amount',
    'currency',
    'status',
    'initiatedAt',
    'completedAt',
  ],
  read(record: RecordCells): ParsedLine {
    const providerTransactionId = record.required('lencoReference');
    const type = record.required('type');
    const direction = TYPES[type.toLowerCase() as keyof typeof TYPES];
    if (!direction) refuse(`the type "${type}" is neither credit nor debit.`);
    const { ngwee, negative } = parseStatementAmount(record.required('amount'));
    if (negative) refuse('the amount is negative; the type says which way the money moved.');
    checkCurrency(record.required('currency'));
    const settled = record.required('status').toLowerCase() === 'successful';
    const occurredAt = parseIsoDateTime(
      settled ? record.required('completedAt') : record.cell('completedAt') || record.required('initiatedAt'),
    );
    return {
      lineNumber: record.lineNumber,
      providerTransactionId,
      reference: referenceOrNull(record.cell('reference')),
      direction,
      amount: ngwee,
      occurredAt,
      settled,
    };
  },
};
