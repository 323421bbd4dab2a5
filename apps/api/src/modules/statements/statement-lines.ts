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

/** The words of a disbursement's lines (docs/product.md §13.7). */
export const PAYOUT_LABELS = {
  sent: 'Paid out to you',
  fee: 'Service fee',
  interest: 'Interest scheduled over the loan',
} as const;

/**
 * One entry's lines, each with what it adds to or takes off what is owed. The disbursement is told by
 * line from its other side — the cash sent, the service fee kept back, the interest scheduled — since
 * one "Loan paid out" of principal and all the interest read as if the borrower had received it all.
 * Its parts always add up to its receivable debits (Σ principal = sent + fee); should they ever not, the
 * entry stays one line rather than show a figure the ledger does not hold.
 */
function linesOfEntry(entry: ReceivableEntry): { description: string; reference: string; change: number }[] {
  const whole = { ...describeEntry(entry), change: entry.receivableChange };
  const parts = entry.payout;
  if (!parts || parts.sent + parts.fee + parts.interest !== entry.receivableChange) return [whole];
  const sent = {
    description: PAYOUT_LABELS.sent + (entry.simulated ? SIMULATED_SUFFIX : ''),
    reference: whole.reference,
    change: parts.sent,
  };
  return [
    sent,
    { description: PAYOUT_LABELS.fee, reference: '', change: parts.fee },
    { description: PAYOUT_LABELS.interest, reference: '', change: parts.interest },
  ].filter((line) => line.change !== 0);
}

/**
 * The statement of [start, end): what was owed before `start`, one line per entry in the period that
 * moved the receivables (the disbursement by line), and what was owed at `end`. Every figure is a sum of
 * the ledger's lines, so closing − opening is exactly Σ debits − Σ credits of the lines shown.
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
    // The balance after each line of the entry; after its last it is the ledger's after the entry.
    let running = balance - entry.receivableChange;
    for (const { change, ...words } of linesOfEntry(entry)) {
      running += change;
      lines.push({
        postedAt: entry.createdAt,
        ...words,
        debit: Math.max(change, 0),
        credit: Math.max(-change, 0),
        balance: running,
      });
    }
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

/** What a loan's ledger says was paid out, charged, waived and repaid over its life (ngwee). */
export interface LoanSummary {
  paidOut: number;
  serviceFee: number;
  /** Its payout went through the payment simulator: no money was sent. */
  paidOutSimulated: boolean;
  interestWaived: number;
  repaid: number;
}

/** The figures a clearance letter names, each a sum of the ledger's lines (entries in any order). */
export function loanSummary(entries: readonly ReceivableEntry[]): LoanSummary {
  const summary: LoanSummary = {
    paidOut: 0,
    serviceFee: 0,
    paidOutSimulated: false,
    interestWaived: 0,
    repaid: 0,
  };
  for (const entry of entries) {
    if (entry.payout) {
      summary.paidOut += entry.payout.sent;
      summary.serviceFee += entry.payout.fee;
      summary.paidOutSimulated ||= entry.simulated;
    }
    if (entry.kind === 'interest_rebate') summary.interestWaived -= entry.receivableChange;
    if (entry.kind === 'repayment') summary.repaid -= entry.receivableChange;
  }
  return summary;
}
