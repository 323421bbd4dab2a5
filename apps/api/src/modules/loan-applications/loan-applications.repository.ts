import { type Executor, loanApplications, loanProducts, type NewLoanApplication } from '@kwacha/db';
import { and, desc, eq, inArray } from 'drizzle-orm';

const withProduct = { loan: loanApplications, productName: loanProducts.name } as const;

export async function insertLoanApplication(db: Executor, values: NewLoanApplication) {
  const [row] = await db.insert(loanApplications).values(values).returning();
  if (!row) throw new Error('insert into loan_applications returned no row');
  return row;
}

export async function listLoansOfUser(db: Executor, userId: string) {
  return db
    .select(withProduct)
    .from(loanApplications)
    .innerJoin(loanProducts, eq(loanProducts.id, loanApplications.productId))
    .where(eq(loanApplications.userId, userId))
    .orderBy(desc(loanApplications.applicationDate));
}

/** A loan only if it belongs to `userId`: another borrower's loan is indistinguishable from none. */
export async function findLoanOfUser(db: Executor, userId: string, loanId: string) {
  const [row] = await db
    .select(withProduct)
    .from(loanApplications)
    .innerJoin(loanProducts, eq(loanProducts.id, loanApplications.productId))
    .where(and(eq(loanApplications.id, loanId), eq(loanApplications.userId, userId)));
  return row;
}

export async function userHasLoanIn(
  db: Executor,
  userId: string,
  statuses: ('pending' | 'in_review' | 'approval_error' | 'overdue')[],
) {
  const [row] = await db
    .select({ id: loanApplications.id })
    .from(loanApplications)
    .where(and(eq(loanApplications.userId, userId), inArray(loanApplications.status, statuses)))
    .limit(1);
  return row !== undefined;
}
