import { type Executor, type LoanApplication, loanApplications, loanProducts, users } from '@kwacha/db';
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
    .values({ ...values, status: spec.status, ...(spec.id && { id: spec.id }) })
    .returning();
  if (!row) throw new Error('no loan inserted');
  return row;
}
