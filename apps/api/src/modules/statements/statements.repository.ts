import {
  CASH_DISBURSED_ACCOUNTS,
  disbursements,
  type Executor,
  journalEntries,
  journalLines,
  type LedgerAccount,
  payments,
  RECEIVABLE_ACCOUNTS,
} from '@kwacha/db';
import { and, asc, eq, inArray, lt, min, sql } from 'drizzle-orm';

/** One journal entry of a loan as a statement reads it: how much it moved what the borrower owes. */
export interface ReceivableEntry {
  id: string;
  /** The entry's kind as the ledger stores it; kinds added later are read as plain text. */
  kind: string;
  memo: string;
  createdAt: Date;
  paymentId: string | null;
  /** The payment's PAY-… reference, for an entry of a payment. */
  paymentReference: string | null;
  /** The disbursement's transaction id, for the entry of the money going out. */
  disbursementReference: string | null;
  /** Its payment or payout went through the payment simulator: no real money moved (docs/product.md §13.5). */
  simulated: boolean;
  /** The lowest instalment its receivable lines touch (a late fee is on one instalment). */
  instalment: number | null;
  /** Ngwee: Σ (debit − credit) of its receivable lines; positive when the borrower owes more after it. */
  receivableChange: number;
  /**
   * For the disbursement entry, what its receivable debits are made of, read from its other side
   * (docs/architecture.md §7): the cash sent, the service fee kept back, the interest scheduled. Null for
   * every other kind.
   */
  payout: PayoutParts | null;
}

/** Ngwee of a disbursement entry's credits: cash_disbursed_<provider>, income_fee, unearned_interest. */
export interface PayoutParts {
  sent: number;
  fee: number;
  interest: number;
}

const receivable = inArray(journalLines.account, [...RECEIVABLE_ACCOUNTS]);
const creditsTo = (...accounts: LedgerAccount[]) =>
  sql<string>`coalesce(sum(${journalLines.credit} - ${journalLines.debit}) filter (where ${inArray(journalLines.account, accounts)}), 0)`;

/**
 * Every entry of the loan posted before `until` (all of them without it), oldest first, with its movement
 * of the receivable accounts (docs/product.md §13.3): the one read a statement, a receipt and a clearance
 * letter are made from. Entries touching no receivable (a refund outside the system) carry a zero change.
 */
export async function receivableEntriesOfLoan(
  db: Executor,
  loanId: string,
  until?: Date,
): Promise<ReceivableEntry[]> {
  const rows = await db
    .select({
      id: journalEntries.id,
      kind: journalEntries.kind,
      memo: journalEntries.memo,
      createdAt: journalEntries.createdAt,
      paymentId: journalEntries.paymentId,
      paymentReference: payments.reference,
      disbursementReference: disbursements.transactionId,
      simulated: sql<boolean>`coalesce(${payments.provider}, ${disbursements.provider}) = 'simulator'`,
      instalment: min(journalLines.instalment),
      receivableChange: sql<string>`coalesce(sum(${journalLines.debit} - ${journalLines.credit}) filter (where ${receivable}), 0)`,
      sent: creditsTo(...CASH_DISBURSED_ACCOUNTS),
      fee: creditsTo('income_fee'),
      interest: creditsTo('unearned_interest'),
    })
    .from(journalEntries)
    .innerJoin(journalLines, eq(journalLines.entryId, journalEntries.id))
    .leftJoin(payments, eq(payments.id, journalEntries.paymentId))
    .leftJoin(disbursements, eq(disbursements.id, journalEntries.disbursementId))
    .where(
      and(
        eq(journalEntries.loanId, loanId),
        until === undefined ? undefined : lt(journalEntries.createdAt, until),
      ),
    )
    .groupBy(
      journalEntries.id,
      payments.reference,
      payments.provider,
      disbursements.transactionId,
      disbursements.provider,
    )
    // Entries of one instant (a payoff and the interest it waives are posted together) in the order a
    // borrower reads them: the payment, then what it let them off; the id only settles any other tie.
    .orderBy(
      asc(journalEntries.createdAt),
      asc(sql`case when ${journalEntries.kind} = 'interest_rebate' then 1 else 0 end`),
      asc(journalEntries.id),
    );
  return rows.map(({ sent, fee, interest, ...row }) => ({
    ...row,
    kind: String(row.kind),
    simulated: row.simulated === true,
    receivableChange: Number(row.receivableChange),
    payout:
      row.kind === 'disbursement'
        ? { sent: Number(sent), fee: Number(fee), interest: Number(interest) }
        : null,
  }));
}
