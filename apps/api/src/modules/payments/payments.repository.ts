import {
  type Executor,
  type NewPayment,
  type Payment,
  payments,
  preparedOn,
  scalarSubquery,
} from '@kwacha/db';
import { and, desc, eq, gte, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { dueForCheck } from '../../lib/due-for-check';

/** What a loan view shows of a payment (payment-view.ts). */
export type PaymentOfLoan = Pick<
  Payment,
  | 'id'
  | 'loanId'
  | 'amount'
  | 'purpose'
  | 'status'
  | 'reference'
  | 'operator'
  | 'phoneNumber'
  | 'createdAt'
  | 'settledAt'
  | 'failureReason'
  | 'provider'
>;

/** PaymentOfLoan as JSON: timestamps as text. */
export type PaymentOfLoanJson = Omit<PaymentOfLoan, 'createdAt' | 'settledAt'> & {
  createdAt: string;
  settledAt: string | null;
};

/**
 * A loan's payments, newest first, as a JSON column of a loan query: the loan views read a loan with its
 * money in one statement (docs/performance.md). `loanId` is the outer query's loan id column.
 */
export function paymentsOfLoanJson(loanId: SQLWrapper): SQL<PaymentOfLoanJson[]> {
  const p = payments;
  return scalarSubquery<PaymentOfLoanJson[]>(sql`(select coalesce(json_agg(json_build_object(
      'id', ${p.id}, 'loanId', ${p.loanId}, 'amount', ${p.amount}, 'purpose', ${p.purpose},
      'status', ${p.status}, 'reference', ${p.reference}, 'operator', ${p.operator},
      'phoneNumber', ${p.phoneNumber}, 'createdAt', ${p.createdAt}, 'settledAt', ${p.settledAt},
      'failureReason', ${p.failureReason}, 'provider', ${p.provider}
    ) order by ${p.createdAt} desc, ${p.id} desc), '[]'::json)
    from ${p} where ${p.loanId} = ${loanId})`);
}

export function paymentFromJson(row: PaymentOfLoanJson): PaymentOfLoan {
  return {
    ...row,
    amount: Number(row.amount),
    createdAt: new Date(row.createdAt),
    settledAt: row.settledAt === null ? null : new Date(row.settledAt),
  };
}

/** How a payment is named: by our id, or by our reference (what providers and callbacks carry). */
export type PaymentKey = { id: string } | { reference: string };

const matches = (key: PaymentKey) =>
  'id' in key ? eq(payments.id, key.id) : eq(payments.reference, key.reference);

export async function insertPayment(tx: Executor, values: NewPayment): Promise<Payment> {
  const [row] = await tx.insert(payments).values(values).returning();
  if (!row) throw new Error('insert into payments returned no row');
  return row;
}

export async function findPayment(db: Executor, key: PaymentKey): Promise<Payment | undefined> {
  const [row] = await db.select().from(payments).where(matches(key));
  return row;
}

export async function findPaymentByIdempotencyKey(db: Executor, userId: string, idempotencyKey: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.idempotencyKey, idempotencyKey)));
  return row;
}

/**
 * The borrower's latest payment of the same loan, amount, wallet and operator made since `since` that is
 * pending or succeeded: a request without an Idempotency-Key that repeats it is answered with it.
 */
export async function findRecentSamePayment(
  tx: Executor,
  same: {
    userId: string;
    loanId: string;
    amount: number;
    phoneNumber: string;
    operator: Payment['operator'];
    purpose: Payment['purpose'];
  },
  since: Date,
) {
  const [row] = await tx
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.userId, same.userId),
        eq(payments.loanId, same.loanId),
        eq(payments.amount, same.amount),
        eq(payments.phoneNumber, same.phoneNumber),
        eq(payments.operator, same.operator),
        eq(payments.purpose, same.purpose),
        inArray(payments.status, ['pending', 'successful']),
        gte(payments.createdAt, since),
      ),
    )
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return row;
}

/** Ngwee asked for by the loan's payments still in flight: they may all succeed, so they are reserved. */
/**
 * What a loan's payments still in flight may yet collect, and whether one of them is a payoff or a
 * prepayment (which must be alone in flight, docs/product.md §13.6).
 */
export async function pendingOfLoan(
  tx: Executor,
  loanId: string,
): Promise<{ total: number; payoff: boolean; prepayment: boolean }> {
  const [row] = await tx
    .select({
      total: sql<string>`coalesce(sum(${payments.amount}), 0)`,
      payoff: sql<boolean>`coalesce(bool_or(${payments.purpose} = 'payoff'), false)`,
      prepayment: sql<boolean>`coalesce(bool_or(${payments.purpose} = 'prepayment'), false)`,
    })
    .from(payments)
    .where(and(eq(payments.loanId, loanId), eq(payments.status, 'pending')));
  return {
    total: Number(row?.total ?? 0),
    payoff: row?.payoff === true,
    prepayment: row?.prepayment === true,
  };
}

/** A borrower's payments, newest first; of one loan when `loanId` is given. */
export async function listPaymentsOfUser(db: Executor, userId: string, loanId?: string, limit = 500) {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), loanId ? eq(payments.loanId, loanId) : undefined))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(limit);
}

/** The payments of several loans in one query, newest first, grouped by loan id. */
export async function paymentsOfLoans(db: Executor, loanIds: readonly string[]) {
  const byLoan = new Map<string, Payment[]>();
  if (loanIds.length === 0) return byLoan;
  // Every loan view asks this: a prepared statement taking the ids as one array (docs/performance.md).
  const query = preparedOn(db, 'payments_of_loans', () =>
    db
      .select()
      .from(payments)
      .where(sql`${payments.loanId} = any(${sql.placeholder('loanIds')}::uuid[])`)
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .prepare('payments_of_loans'),
  );
  const rows = await query.execute({ loanIds: [...new Set(loanIds)] });
  for (const row of rows) byLoan.set(row.loanId, [...(byLoan.get(row.loanId) ?? []), row]);
  return byLoan;
}

type Settlement = Partial<
  Pick<
    Payment,
    | 'status'
    | 'providerReference'
    | 'failureCode'
    | 'failureReason'
    | 'acknowledgedAt'
    | 'lastCheckedAt'
    | 'settledAt'
  >
>;

/**
 * Writes to a payment only while it is pending: the one guard that makes every outcome apply at most once
 * and keeps a final state final. Undefined when the payment was no longer pending.
 */
export async function updatePendingPayment(tx: Executor, id: string, changes: Settlement, at: Date) {
  const [row] = await tx
    .update(payments)
    .set({ ...changes, updatedAt: at })
    .where(and(eq(payments.id, id), eq(payments.status, 'pending')))
    .returning();
  return row;
}

/** Records why an outcome was not believed; the first reason is kept. */
export async function flagPayment(db: Executor, id: string, reason: string, at: Date) {
  await db
    .update(payments)
    .set({ flaggedReason: sql`coalesce(${payments.flaggedReason}, ${reason})`, updatedAt: at })
    .where(eq(payments.id, id));
}

/**
 * Takes up to `limit` pending payments not asked about since `checkedBefore`, stamping them so that
 * another worker running at the same time takes different rows (SKIP LOCKED).
 */
export async function claimPaymentsToCheck(db: Executor, checkedBefore: Date, at: Date, limit: number) {
  const due = dueForCheck(db, payments, 'pending', { checkedBefore, limit });
  return db.update(payments).set({ lastCheckedAt: at }).where(inArray(payments.id, due)).returning();
}

/** Ngwee the loan's successful payments brought in (the receipt's total). */
export async function successfulTotalOfLoan(tx: Executor, loanId: string): Promise<number> {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${payments.amount}), 0)` })
    .from(payments)
    .where(and(eq(payments.loanId, loanId), eq(payments.status, 'successful')));
  return Number(row?.total ?? 0);
}

/**
 * How long after it was created a payment may still settle: minutes normally (unconfirmed ones expire
 * after 30), but a flagged payment that staff apply settles when they resolve it (decision 013).
 */
const LONGEST_SETTLEMENT = sql.raw(`interval '92 days'`);

/** A borrower's repayments per month as `monthlyRepaymentsOfUserJson` selects them: [month, amount, count]. */
export type MonthlyRepaymentsJson = readonly (readonly [string, number, number])[];

/**
 * A borrower's successful repayments settled in [from, to), totalled per Africa/Lusaka month ('YYYY-MM'),
 * months without any left out, as a JSON column of a read that gathers several facts in one statement
 * (the dashboard's, docs/performance.md). The created_at range lets the (user_id, created_at) index
 * bound the scan: a payment is created before it settles, and at most LONGEST_SETTLEMENT before. The
 * arguments are placeholders: `from` and `to` timestamps as ISO text.
 */
export function monthlyRepaymentsOfUserJson(
  userId: SQLWrapper,
  window: { from: SQLWrapper; to: SQLWrapper },
): SQL<MonthlyRepaymentsJson> {
  const p = payments;
  const from = sql`${window.from}::timestamptz`;
  const to = sql`${window.to}::timestamptz`;
  return scalarSubquery<MonthlyRepaymentsJson>(sql`(select coalesce(json_agg(json_build_array(m.month, m.amount, m.count)), '[]'::json)
    from (select to_char(${p.settledAt} at time zone 'Africa/Lusaka', 'YYYY-MM') as month,
                 sum(${p.amount}) as amount, count(*)::int as count
          from ${p}
          where ${p.userId} = ${userId} and ${p.status} = 'successful'
            and ${p.createdAt} >= ${from} - ${LONGEST_SETTLEMENT} and ${p.createdAt} < ${to}
            and ${p.settledAt} >= ${from} and ${p.settledAt} < ${to}
          group by 1) m)`);
}

/** Payments per status, for the metrics scrape (one grouped count). */
export async function countPaymentsByStatus(db: Executor) {
  return db
    .select({ status: payments.status, count: sql<number>`count(*)::int` })
    .from(payments)
    .groupBy(payments.status);
}
