import {
  checkCurrency,
  type ParsedLine,
  parseLusakaDateTime,
  parseStatementAmount,
  type RecordCells,
  referenceOrNull,
  type StatementFormat,
} from './statement-file';

/**
 * MTN MoMo: the account statement the MoMo partner portal exports (docs/payment-providers.md, "Settlement
 * statements"). MTN publishes no file specification; these are the portal's column names for the fields
 * its API also returns (`financialTransactionId` is `Id`, our `externalId` is `External Transaction Id`).
 * Other columns (From, To, Fee, Balance, …) are ignored. Amounts are signed from our account's side:
 * money in (a repayment) is positive, money out (a payout) negative. Times are Lusaka's clock.
 */
export const mtnStatement: StatementFormat = {
  columns: ['Id', 'External Transaction Id', 'Date', 'Status', 'Amount', 'Currency'],
  read(record: RecordCells): ParsedLine {
    const providerTransactionId = record.required('Id');
    const occurredAt = parseLusakaDateTime(record.required('Date'));
    const { ngwee, negative } = parseStatementAmount(record.required('Amount'));
    checkCurrency(record.required('Currency'));
    return {
      lineNumber: record.lineNumber,
      providerTransactionId,
      reference: referenceOrNull(record.cell('External Transaction Id')),
      direction: negative ? 'out' : 'in',
      amount: ngwee,
      occurredAt,
      settled: record.required('Status').toUpperCase() === 'SUCCESSFUL',
    };
  },
};
