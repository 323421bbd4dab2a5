import type { Executor, LedgerAccount } from '@kwacha/db';
import type { AccountingRange } from '@kwacha/shared/staff/accounting';
import { glCodes, type JournalCursor, journalLinePage } from '../accounting.repository';

/** One journal entry of the range with its lines, each line's account carrying the lender's GL code. */
export interface ExportEntry {
  /** The entry's Lusaka day, YYYY-MM-DD. */
  day: string;
  /** Its place among the day's entries (1, 2, …), by time then id: the same in every export of the day. */
  sequence: number;
  entryId: string;
  kind: string;
  loanId: string;
  memo: string;
  lines: { account: LedgerAccount; glCode: string; debit: number; credit: number }[];
}

/** Lines read per query: the file is written while the next page is read, never held whole in memory. */
const PAGE_SIZE = 2000;

/**
 * The range's journal entries in order, each whole (a page boundary inside an entry is joined up), for
 * the packages' formats, which write one journal per entry. Unmapped accounts are refused before this is
 * read (`journal-export.ts`), so every line has a GL code.
 */
export async function* journalEntriesOf(db: Executor, range: AccountingRange): AsyncGenerator<ExportEntry> {
  const codes = await glCodes(db);
  let current: ExportEntry | undefined;
  let after: JournalCursor | undefined;
  for (;;) {
    const page = await journalLinePage(db, range, after, PAGE_SIZE);
    for (const line of page) {
      if (current?.entryId !== line.entryId) {
        if (current) yield current;
        const sequence = current?.day === line.day ? current.sequence + 1 : 1;
        const { day, entryId, kind, loanId, memo } = line;
        current = { day, sequence, entryId, kind, loanId, memo, lines: [] };
      }
      current.lines.push({
        account: line.account,
        glCode: codes.get(line.account) ?? '',
        debit: line.debit,
        credit: line.credit,
      });
    }
    const last = page.at(-1);
    if (page.length < PAGE_SIZE || !last) break;
    after = { createdKey: last.createdKey, entryId: last.entryId, lineId: last.lineId };
  }
  if (current) yield current;
}

/** 'repayment' → 'Repayment', 'late_fee' → 'Late fee'. */
export const kindInWords = (kind: string) => {
  const words = kind.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The first block of a loan's id: enough for a person to find it, short enough for a narrow field. */
export const shortLoanId = (loanId: string) => loanId.slice(0, 8);
