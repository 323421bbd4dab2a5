import {
  auditEvents,
  type Disbursement,
  disbursements,
  type Executor,
  loanApplications,
  loanProducts,
  users,
} from '@kwacha/db';
import {
  type AdminLoanView,
  type AuditEntry,
  type DisbursementEntry,
  ngweeToKwacha,
  OPERATOR_LABELS,
} from '@kwacha/shared';
import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { loanViews } from '../loan-applications/loan-view';
import { displayName } from './display-name';

const initiator = alias(users, 'initiator');
const actor = alias(users, 'actor');

/**
 * The loan as staff see it: the borrower's view plus the applicant, every disbursement attempt and the
 * audit trail, oldest first. Undefined for an unknown (or malformed) id. The OTP hash is never read.
 */
export async function loadAdminLoanView(db: Executor, loanId: string): Promise<AdminLoanView | undefined> {
  const [row] = await db
    .select({
      loan: loanApplications,
      productName: loanProducts.name,
      user: {
        id: users.id,
        username: users.username,
        email: users.email,
        phoneNumber: users.phoneNumber,
        firstName: users.firstName,
        lastName: users.lastName,
        nrcNumber: users.nrcNumber,
      },
    })
    .from(loanApplications)
    .innerJoin(loanProducts, eq(loanProducts.id, loanApplications.productId))
    .innerJoin(users, eq(users.id, loanApplications.userId))
    .where(eq(loanApplications.id, loanId));
  if (!row) return undefined;

  const [[view], history, trail] = await Promise.all([
    loanViews(db, [row]),
    disbursementHistory(db, loanId),
    auditTrail(db, loanId),
  ]);
  if (!view) return undefined;
  return {
    ...view,
    user: row.user,
    disbursementHistory: history,
    auditTrail: trail,
  };
}

async function disbursementHistory(db: Executor, loanId: string): Promise<DisbursementEntry[]> {
  const rows = await db
    .select({
      // Listed column by column so that otp_hash never leaves the database.
      id: disbursements.id,
      status: disbursements.status,
      amount: disbursements.amount,
      transactionId: disbursements.transactionId,
      createdAt: disbursements.createdAt,
      reasonForFailure: disbursements.reasonForFailure,
      provider: disbursements.provider,
      providerReference: disbursements.providerReference,
      method: disbursements.method,
      mobileMoneyProvider: disbursements.mobileMoneyProvider,
      mobileMoneyNumber: disbursements.mobileMoneyNumber,
      bankName: disbursements.bankName,
      bankAccountName: disbursements.bankAccountName,
      bankAccountNumber: disbursements.bankAccountNumber,
      otpExpiresAt: disbursements.otpExpiresAt,
      initiator: {
        username: initiator.username,
        firstName: initiator.firstName,
        lastName: initiator.lastName,
      },
    })
    .from(disbursements)
    .innerJoin(initiator, eq(initiator.id, disbursements.initiatedBy))
    .where(eq(disbursements.loanId, loanId))
    .orderBy(asc(disbursements.createdAt), asc(disbursements.id));
  return rows.map((d) => ({
    id: d.id,
    status: d.status,
    amount: ngweeToKwacha(d.amount),
    reference: d.transactionId,
    transactionId: d.transactionId,
    timestamp: d.createdAt.toISOString(),
    reasonForFailure: d.reasonForFailure,
    provider: d.provider,
    providerReference: d.providerReference,
    method: d.method,
    destination: destinationOf(d),
    initiatedBy: displayName(d.initiator),
    // An expiry only means something while the code can still be entered.
    otpExpiresAt: d.status === 'otp_pending' ? (d.otpExpiresAt?.toISOString() ?? null) : null,
  }));
}

type Destination = Pick<
  Disbursement,
  | 'method'
  | 'mobileMoneyProvider'
  | 'mobileMoneyNumber'
  | 'bankName'
  | 'bankAccountName'
  | 'bankAccountNumber'
>;

/** Where the money went, as a person reads it: "Airtel +260977123456" or "Zanaco — Mwila Banda — 0123456789". */
export function destinationOf(d: Destination): string {
  if (d.method === 'mobile_money') {
    const operator = d.mobileMoneyProvider ? OPERATOR_LABELS[d.mobileMoneyProvider] : null;
    return [operator, d.mobileMoneyNumber].filter(Boolean).join(' ');
  }
  return [d.bankName, d.bankAccountName, d.bankAccountNumber].filter(Boolean).join(' — ');
}

async function auditTrail(db: Executor, loanId: string): Promise<AuditEntry[]> {
  const rows = await db
    .select({
      id: auditEvents.id,
      action: auditEvents.action,
      createdAt: auditEvents.createdAt,
      before: auditEvents.before,
      after: auditEvents.after,
      actor: { username: actor.username, firstName: actor.firstName, lastName: actor.lastName },
    })
    .from(auditEvents)
    .leftJoin(actor, eq(actor.id, auditEvents.actorId))
    .where(eq(auditEvents.loanId, loanId))
    .orderBy(asc(auditEvents.id));
  return rows.map((e) => ({
    id: e.id,
    action: e.action,
    actor: e.actor ? displayName(e.actor) : null,
    timestamp: e.createdAt.toISOString(),
    before: e.before ?? null,
    after: e.after ?? null,
  }));
}
