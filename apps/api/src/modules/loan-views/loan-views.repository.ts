import { type Executor, loanApplications, loanProducts, preparedOn } from '@kwacha/db';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { liveTransferSentAtOf } from '../disbursements/disbursements.public';
import {
  type ReceivablesJson,
  type RepaidAndWaivedJson,
  receivablesOfLoanJson,
  repaidAndWaivedOfLoanJson,
  settlementsOfLoanJson,
} from '../ledger/ledger.public';
import { paymentsOfLoanJson } from '../payments/payments.public';

/**
 * The borrower's loans with their money — ledger balances, payments, when a transfer was sent — in one
 * statement per request (docs/performance.md): My Loans and loan details are the borrower's busiest
 * reads, and each statement costs the database more than the rows it returns. Each owning module writes
 * the SQL of its own table (receivablesOfLoanJson, paymentsOfLoanJson, liveTransferSentAtOf); this file
 * only joins them to the loan.
 */
const loanWithMoney = {
  loan: loanApplications,
  productName: loanProducts.name,
  receivables: receivablesOfLoanJson(loanApplications.id),
  payments: paymentsOfLoanJson(loanApplications.id),
  // Only a `disbursed` loan shows when its transfer was sent (docs/product.md §4.9).
  sentAt: sql<Date | string | null>`case when ${loanApplications.status} = 'disbursed'
    then ${liveTransferSentAtOf(loanApplications.id)} end`,
  // Only a repaid loan says what was repaid in all and what an early payoff waived (docs/product.md §4.9).
  repaidAndWaived: sql<RepaidAndWaivedJson | null>`case when ${loanApplications.status} = 'paid'
    then ${repaidAndWaivedOfLoanJson(loanApplications.id)} end`,
} as const;

export async function loansWithMoneyOfUser(db: Executor, userId: string) {
  const query = preparedOn(db, 'loans_with_money_of_user', () =>
    db
      .select(loanWithMoney)
      .from(loanApplications)
      .innerJoin(loanProducts, eq(loanProducts.id, loanApplications.productId))
      .where(eq(loanApplications.userId, sql.placeholder('userId')))
      .orderBy(desc(loanApplications.applicationDate))
      .prepare('loans_with_money_of_user'),
  );
  return query.execute({ userId });
}

/** One loan with its money, only if it belongs to `userId`: another borrower's loan is as good as none. */
export async function loanWithMoneyOfUser(db: Executor, userId: string, loanId: string) {
  const query = preparedOn(db, 'loan_with_money_of_user', () =>
    db
      .select(loanWithMoney)
      .from(loanApplications)
      .innerJoin(loanProducts, eq(loanProducts.id, loanApplications.productId))
      .where(
        and(
          eq(loanApplications.id, sql.placeholder('loanId')),
          eq(loanApplications.userId, sql.placeholder('userId')),
        ),
      )
      .prepare('loan_with_money_of_user'),
  );
  const [row] = await query.execute({ loanId, userId });
  return row;
}

export type LoanWithMoneyRow = Awaited<ReturnType<typeof loansWithMoneyOfUser>>[number];

/**
 * The borrower's loans, oldest application first, with what the dashboard needs of the ledger in the same
 * statement: each loan's instalment settlements, and the receivable balances of an active loan (its next
 * payment). Loans whose schedule is not in force carry settlements the dashboard leaves out.
 */
export async function loansWithLedgerOfUserOldestFirst(db: Executor, userId: string) {
  const query = preparedOn(db, 'loans_with_ledger_of_user_oldest_first', () =>
    db
      .select({
        loan: loanApplications,
        receivables: sql<ReceivablesJson>`case when ${loanApplications.status} = 'active'
          then ${receivablesOfLoanJson(loanApplications.id)} else '[]'::json end`,
        settlements: settlementsOfLoanJson(loanApplications.id),
      })
      .from(loanApplications)
      .where(eq(loanApplications.userId, sql.placeholder('userId')))
      .orderBy(asc(loanApplications.applicationDate))
      .prepare('loans_with_ledger_of_user_oldest_first'),
  );
  return query.execute({ userId });
}

export type LoanWithLedgerRow = Awaited<ReturnType<typeof loansWithLedgerOfUserOldestFirst>>[number];
