import {
  type Executor,
  type LoanApplication,
  loanApplications,
  loanInstalments,
  loanPositions,
  loanProducts,
  type NewLoanApplication,
  payments,
  users,
} from '@kwacha/db';
import type { LoanStatus } from '@kwacha/shared/loans/loan-view';
import { eq } from 'drizzle-orm';
import { buildApplicationRow } from '../../loan-applications/apply.service';

/** Test data for the staff list: applicants and loans written straight to the database, in volume. */
export interface Applicant {
  username: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
  phoneNumber: string;
  nrcNumber: string;
}

export async function insertApplicant(db: Executor, applicant: Applicant): Promise<string> {
  const [row] = await db
    .insert(users)
    .values({
      ...applicant,
      passwordHash: 'not-a-real-hash',
      isEmailVerified: true,
      dateOfBirth: '1990-01-01',
    })
    .returning({ id: users.id });
  if (!row) throw new Error('no user inserted');
  return row.id;
}

export interface LoanSpec {
  userId: string;
  amount: number;
  status: LoanStatus;
  applicationDate: Date;
  id?: string;
  productId?: string;
  /** Columns the loans module stamps as the loan moves on (disbursement_date, decided_at, decision…). */
  stamps?: Pick<NewLoanApplication, 'disbursementDate' | 'decidedAt' | 'decision' | 'decidedByRules'>;
}

export async function insertLoan(db: Executor, spec: LoanSpec): Promise<LoanApplication> {
  const productId = spec.productId ?? 'personal';
  const [product] = await db.select().from(loanProducts).where(eq(loanProducts.id, productId));
  if (!product) throw new Error(`no product ${productId}`);
  const values = buildApplicationRow(
    product,
    spec.userId,
    {
      productId,
      amount: spec.amount,
      duration: 6,
      purpose: 'Stock for my shop',
      disbursementMethod: 'mobile_money',
      mobileMoneyProvider: 'airtel',
      mobileMoneyNumber: '+260977000000',
      acceptKeyFacts: true,
    },
    spec.applicationDate,
  );
  const [row] = await db
    .insert(loanApplications)
    .values({ ...values, ...spec.stamps, status: spec.status, ...(spec.id && { id: spec.id }) })
    .returning();
  if (!row) throw new Error('no loan inserted');
  return row;
}

/**
 * What the loans module would keep for a loan in a known state: its position (what is owed now, in ngwee,
 * and the oldest unpaid due date) and its schedule's due dates. Written directly, as test support.
 */
export async function insertPosition(
  db: Executor,
  loan: LoanApplication,
  position: { owed: number; oldestUnpaidDueDate: string | null },
): Promise<void> {
  // Split over the receivables so the filter's sum of all four is what is tested.
  const principal = Math.floor(position.owed / 2);
  await db.insert(loanPositions).values({
    loanId: loan.id,
    productId: loan.productId,
    principal,
    interest: position.owed - principal,
    fees: 0,
    penalties: 0,
    oldestUnpaidDueDate: position.oldestUnpaidDueDate,
    loanAmount: loan.amount,
    updatedAt: new Date(),
  });
}

export async function insertInstalmentDueDates(
  db: Executor,
  loan: LoanApplication,
  dueDates: string[],
): Promise<void> {
  await db.insert(loanInstalments).values(
    dueDates.map((dueDate, i) => ({
      loanId: loan.id,
      number: i + 1,
      productId: loan.productId,
      dueDate,
      amount: 10_000,
    })),
  );
}

let paymentSequence = 0;

/** A repayment of a loan in a final or pending state, settled (or not) at a given instant. */
export async function insertPayment(
  db: Executor,
  loan: LoanApplication,
  payment: { status: 'successful' | 'failed' | 'pending'; settledAt: Date | null },
): Promise<void> {
  paymentSequence += 1;
  const reference = `PAY-TEST-${process.pid}-${paymentSequence}`;
  await db.insert(payments).values({
    loanId: loan.id,
    userId: loan.userId,
    idempotencyKey: reference,
    reference,
    amount: 10_000,
    operator: 'airtel',
    phoneNumber: '+260977000000',
    provider: 'simulator',
    status: payment.status,
    settledAt: payment.settledAt,
    ...(payment.settledAt && { createdAt: payment.settledAt }),
  });
}
