import type { ReconciliationResult } from '@kwacha/shared/staff/reconciliation';
import type { ParsedLine } from './parsers/statement-file';
import type { OurTransaction } from './reconciliation.repository';

export interface LineMatch {
  line: ParsedLine;
  result: ReconciliationResult;
  /** Ours the line is about: a payment for money in, a payout for money out. */
  transaction: OurTransaction | null;
}

/**
 * Matches each line of theirs with ours by reference (ours as their line carries it, else their id as we
 * stored it) and then amount (docs/decisions/048). A line they did not settle is `not_settled`; one whose
 * transaction we hold as not successful, do not have, or already matched to another line is `only_theirs`
 * (money they show that our books do not); a successful one is `matched` at the same amount and
 * `amount_differs` otherwise. `matchedBefore` holds the ids lines of earlier statements matched.
 */
export function matchLines(
  lines: readonly ParsedLine[],
  ours: { payments: readonly OurTransaction[]; disbursements: readonly OurTransaction[] },
  matchedBefore: ReadonlySet<string>,
): LineMatch[] {
  const index = (rows: readonly OurTransaction[]) => ({
    byReference: new Map(rows.map((row) => [row.reference, row])),
    byProviderReference: new Map(
      rows.flatMap((row) => (row.providerReference ? [[row.providerReference, row]] : [])),
    ),
  });
  const incoming = index(ours.payments);
  const outgoing = index(ours.disbursements);
  const taken = new Set(matchedBefore);
  return lines.map((line): LineMatch => {
    const side = line.direction === 'in' ? incoming : outgoing;
    const transaction =
      (line.reference ? side.byReference.get(line.reference) : undefined) ??
      side.byProviderReference.get(line.providerTransactionId) ??
      null;
    if (!line.settled) return { line, result: 'not_settled', transaction };
    if (transaction?.status !== 'successful' || taken.has(transaction.id)) {
      return { line, result: 'only_theirs', transaction };
    }
    taken.add(transaction.id);
    return { line, result: transaction.amount === line.amount ? 'matched' : 'amount_differs', transaction };
  });
}
