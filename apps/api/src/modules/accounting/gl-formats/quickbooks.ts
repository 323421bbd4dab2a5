import { amountCell } from '../journal-csv';
import { type ExportEntry, kindInWords } from './journal-entries';

/**
 * QuickBooks Online's journal entry import (Settings → Import data → Journal entries; Intuit's "Import
 * journal entries" article, docs/product.md §24.3): a header row, one row per journal line, the rows of
 * one journal sharing its Journal No., amounts positive in Debits or Credits with the other blank.
 */
export const QUICKBOOKS_HEADER = [
  'Journal No.',
  'Journal Date',
  'Account Name',
  'Debits',
  'Credits',
  'Description',
  'Name',
] as const;

/** QuickBooks keeps a journal number of at most 21 characters. */
export const QUICKBOOKS_JOURNAL_NO_LENGTH = 21;

/** '2026-11-25' → '11/25/2026' (MM/DD/YYYY, the import's date format). */
export const quickbooksDate = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;

/**
 * The entry's day and its place in the day ('KW-20261125-000003'): unique in the whole book and the same
 * in every export, so QuickBooks' duplicate-number warning catches a range imported twice.
 */
export const quickbooksJournalNo = (entry: Pick<ExportEntry, 'day' | 'sequence'>) =>
  `KW-${entry.day.replaceAll('-', '')}-${String(entry.sequence).padStart(6, '0')}`;

/**
 * One entry as QuickBooks rows. Name stays blank: the accounts are the lender's own, none of them
 * QuickBooks' Accounts Receivable or Payable, which would ask for a customer or supplier.
 */
export function quickbooksRows(entry: ExportEntry): string[][] {
  const journalNo = quickbooksJournalNo(entry);
  const description = `${kindInWords(entry.kind)}, loan ${entry.loanId}: ${entry.memo} (entry ${entry.entryId})`;
  return entry.lines.map((line) => {
    // Checked before the file starts (journal-export.ts); a mapping removed since stops the file here.
    if (!line.glCode) throw new Error(`${line.account} has no GL code`);
    return [
      journalNo,
      quickbooksDate(entry.day),
      line.glCode,
      amountCell(line.debit),
      amountCell(line.credit),
      description,
      '',
    ];
  });
}
