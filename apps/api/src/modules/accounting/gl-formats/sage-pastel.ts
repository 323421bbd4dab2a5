import { amountCell } from '../journal-csv';
import { type ExportEntry, kindInWords, shortLoanId } from './journal-entries';

/**
 * Sage Pastel's General Journal batch import (Pastel Partner 14 and Sage 50cloud Pastel; the layout Sage
 * publishes in "Importing General Ledger / Cashbook Batches", docs/product.md §24.3): 18 columns by
 * position, no header (Pastel reads every line as a transaction), one line per journal line.
 */
export const SAGE_PASTEL_COLUMNS = [
  'Period',
  'Date',
  'GDC',
  'Account Number',
  'Reference',
  'Description',
  'Amount',
  'Tax Type',
  'Tax Amount',
  'Open Item',
  'Projects Code',
  'Contra Account',
  'Exchange Rate',
  'Bank Exchange Rate',
  'Batch ID',
  'Discount Tax Type',
  'Discount Amount',
  'Home Amount',
] as const;

export const PASTEL_REFERENCE_LENGTH = 8;
export const PASTEL_DESCRIPTION_LENGTH = 36;
/** "12.2 maximum": twelve digits before the point. */
const PASTEL_MAX_NGWEE = 999_999_999_999_99;

/**
 * Pastel's account number: 7 characters, shown as 1000/000 and imported as 1000000 (the slash is
 * display only). Undefined when the GL code cannot be one.
 */
export function pastelAccountNumber(glCode: string): string | undefined {
  const digits = glCode.replace('/', '');
  return /^\d{7}$/.test(digits) ? digits : undefined;
}

/** '2026-11-25' → '25/11/2026' (DD/MM/YYYY). */
export const pastelDate = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

/**
 * The period is the month's place in a financial year that starts in January, Zambia's charge year
 * (docs/product.md §24.3 says so; a lender whose year starts elsewhere renumbers in Pastel's setup).
 */
export const pastelPeriod = (day: string) => String(Number(day.slice(5, 7)));

/**
 * At most 8 characters and one per journal: the day of the month and the entry's place in its day
 * ('25000003'), so the same entry keeps its reference in every export of the month.
 */
export function pastelReference(entry: Pick<ExportEntry, 'day' | 'sequence'>): string {
  if (entry.sequence > 999_999) throw new Error(`more than 999,999 journal entries on ${entry.day}`);
  return `${entry.day.slice(8, 10)}${String(entry.sequence).padStart(6, '0')}`;
}

/** A signed amount, debit positive and credit negative, with two decimals and a dot. */
function signedAmount(ngwee: number): string {
  if (Math.abs(ngwee) > PASTEL_MAX_NGWEE) throw new Error('an amount larger than Pastel takes');
  if (ngwee === 0) return '0.00';
  return ngwee < 0 ? `-${amountCell(-ngwee)}` : amountCell(ngwee);
}

/** One entry as Pastel batch lines: its lines' signed amounts add up to zero, so the journal balances. */
export function sagePastelRows(entry: ExportEntry): string[][] {
  const reference = pastelReference(entry);
  const description = `${kindInWords(entry.kind)} loan ${shortLoanId(entry.loanId)}`.slice(
    0,
    PASTEL_DESCRIPTION_LENGTH,
  );
  return entry.lines.map((line) => {
    const amount = signedAmount(line.debit - line.credit);
    const account = pastelAccountNumber(line.glCode);
    if (!account) throw new Error(`GL code ${line.glCode} is not a Pastel account number`);
    return [
      pastelPeriod(entry.day),
      pastelDate(entry.day),
      'G',
      account,
      reference,
      description,
      amount,
      '0', // tax type 0: no tax
      '0.00',
      '', // open item: customers and suppliers only
      '',
      '', // no contra: each line names its own account, and the entry's lines balance
      '',
      '',
      '',
      '0',
      '0.00',
      amount, // kwacha is the home currency
    ];
  });
}
