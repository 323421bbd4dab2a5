import {
  checkCurrency,
  type ParsedLine,
  parseLusakaDateTime,
  parseStatementAmount,
  type RecordCells,
  referenceOrNull,
  refuse,
  type StatementFormat,
} from './statement-file';

const TYPES = { collection: 'in', disbursement: 'out' } as const;

/**
 * Airtel Money: Airtel publishes no statement file, so this is our format, named after the fields of its
 * Open API's transaction (docs/payment-providers.md, "Settlement statements"): `Airtel Money ID` is
 * `airtel_money_id`, `Transaction ID` our `transaction.id`, `Status` Airtel's transaction status code
 * (`TS` successful; `TF`, `TA`, `TIP` and others are not settled), `Type` the product (Collection or
 * Disbursement). Amounts are positive; times are Lusaka's clock.
 */
export const airtelStatement: StatementFormat = {
  columns: ['Transaction Date', 'Airtel Money ID', 'Transaction ID', 'Type', 'Amount', 'Currency', 'Status'],
  read(record: RecordCells): ParsedLine {
    const providerTransactionId = record.required('Airtel Money ID');
    const occurredAt = parseLusakaDateTime(record.required('Transaction Date'));
    const type = record.required('Type');
    const direction = TYPES[type.toLowerCase() as keyof typeof TYPES];
    if (!direction) refuse(`the type "${type}" is neither Collection nor Disbursement.`);
    const { ngwee, negative } = parseStatementAmount(record.required('Amount'));
    if (negative) refuse('the amount is negative; the Type says which way the money moved.');
    checkCurrency(record.required('Currency'));
    return {
      lineNumber: record.lineNumber,
      providerTransactionId,
      reference: referenceOrNull(record.cell('Transaction ID')),
      direction,
      amount: ngwee,
      occurredAt,
      settled: record.required('Status').toUpperCase() === 'TS',
    };
  },
};
