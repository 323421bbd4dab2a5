import type { ReceivableEntry } from './statements.repository';

/**
 * The words a borrower reads for each kind of ledger entry (docs/product.md §13.7). A kind not listed
 * here (one added to the ledger later) is described by its entry's memo, so a statement never fails or
 * leaves a movement out because the ledger learned something new.
 */
const KIND_LABELS: Readonly<Record<string, string>> = {
  disbursement: 'Loan paid out',
  repayment: 'Payment received',
  late_fee: 'Late fee',
  interest_rebate: 'Interest waived (early payoff)',
  reversal: 'Correction',
  refund: 'Refund',
};

export interface StatementLine {
  postedAt: Date;
  description: string;
  reference: string;
  /** Ngwee added to what is owed (0 when the line lowers it). */
  debit: number;
  /** Ngwee taken off what is owed (0 when the line raises it). */
  credit: number;
  /** Ngwee owed after this line. */
  balance: number;
}

export interface StatementFigures {
  opening: number;
  closing: number;
  totalDebits: number;
  totalCredits: number;
  lines: StatementLine[];
}

/** Said of every line the payment simulator handled: a demonstration's statement is not a record of money. */
export const SIMULATED_SUFFIX = ' (simulated: no money moved)';

export function describeEntry(entry: ReceivableEntry): { description: string; reference: string } {
  const label = (KIND_LABELS[entry.kind] ?? entry.memo) + (entry.simulated ? SIMULATED_SUFFIX : '');
  if (entry.kind === 'late_fee' && entry.instalment !== null) {
    return { description: `${label} on instalment ${entry.instalment}`, reference: '' };
  }
  return { description: label, reference: entry.paymentReference ?? entry.disbursementReference ?? '' };
}

/**
 * The statement of [start, end): what was owed before `start`, one line per entry in the period that
 * moved the receivables, and what was owed at `end`. Every figure is a sum of the ledger's receivable
 * lines, so closing − opening is exactly Σ debits − Σ credits of the lines shown.
 */
export function statementFigures(
  entries: readonly ReceivableEntry[],
  start: Date,
  end: Date,
): StatementFigures {
  let opening = 0;
  const lines: StatementLine[] = [];
  let balance = 0;
  for (const entry of entries) {
    if (entry.createdAt >= end) break;
    balance += entry.receivableChange;
    if (entry.createdAt < start) {
      opening = balance;
      continue;
    }
    if (entry.receivableChange === 0) continue;
    lines.push({
      postedAt: entry.createdAt,
      ...describeEntry(entry),
      debit: Math.max(entry.receivableChange, 0),
      credit: Math.max(-entry.receivableChange, 0),
      balance,
    });
  }
  return {
    opening,
    closing: balance,
    totalDebits: lines.reduce((sum, l) => sum + l.debit, 0),
    totalCredits: lines.reduce((sum, l) => sum + l.credit, 0),
    lines,
  };
}

/** What was owed right after an entry (the entries in ledger order); undefined for an unknown entry. */
export function balanceAfter(
  entries: readonly ReceivableEntry[],
  isTheEntry: (e: ReceivableEntry) => boolean,
) {
  let balance = 0;
  for (const entry of entries) {
    balance += entry.receivableChange;
    if (isTheEntry(entry)) return balance;
  }
  return undefined;
}
