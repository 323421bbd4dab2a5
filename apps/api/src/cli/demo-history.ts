import { randomBytes } from 'node:crypto';
import { auditEvents, type Executor, type LoanApplication, type NewAuditEvent, type User } from '@kwacha/db';
import { ngweeToKwacha } from '@kwacha/shared/money/money';
import { hashPassword } from '../lib/password-hashing';
import { destinationColumns } from '../modules/disbursements/disbursement-details';
import { newTransactionId } from '../modules/disbursements/disbursement-otp';
import { insertDisbursement } from '../modules/disbursements/disbursements.public';
import { destinationOf } from '../modules/loans/loan-destination';
import { deriveUsername } from '../modules/users/username';
import { findUserByEmail, insertUser } from '../modules/users/users.public';
import { SIMULATOR_REASONS } from '../providers/simulator/simulator-outcomes';
import { DEMO_STAFF } from './demo-data';

const MINUTE_MS = 60_000;

/**
 * The staff member the seeded decisions and disbursements name: every staff action has an author
 * (`disbursements.initiated_by` is required). Created deactivated with a password nobody knows, so the
 * seed never adds a way into the back office: it is only a name on the demo history.
 */
export async function demoStaff(tx: Executor, now: Date): Promise<User> {
  const existing = await findUserByEmail(tx, DEMO_STAFF.email);
  if (existing) return existing;
  return insertUser(tx, {
    ...DEMO_STAFF,
    role: 'admin',
    username: await deriveUsername(tx, DEMO_STAFF.email),
    passwordHash: await hashPassword(randomBytes(32).toString('base64url')),
    isEmailVerified: true,
    isActive: false,
    registrationDate: now,
    updatedAt: now,
  });
}

type AuditAt = Omit<NewAuditEvent, 'id' | 'entityType'> & { createdAt: Date };

/** An audit record dated when the seeded action happened (recordAudit would date it today). */
async function auditAt(tx: Executor, entityType: 'loan' | 'disbursement', record: AuditAt) {
  await tx.insert(auditEvents).values({ ...record, entityType });
}

/** A staff decision, recorded as decideLoanStatus records it. */
export async function auditDemoDecision(tx: Executor, loan: LoanApplication, staff: User, at: Date) {
  await auditAt(tx, 'loan', {
    actorId: staff.id,
    action: 'loan.status_changed',
    loanId: loan.id,
    entityId: loan.id,
    before: { status: 'pending', remarks: null },
    after: { status: loan.decision, remarks: loan.remarks },
    createdAt: at,
  });
}

/**
 * One disbursement attempt as the real flow leaves it (initiate-disbursement, confirm-disbursement and
 * transfer-outcome): initiated under a code 10 minutes before `at`, confirmed and sent 5 minutes before,
 * and settled or failed at `at`, each step audited. The row returned is what a disbursement entry of the
 * ledger refers to.
 */
export async function demoDisbursement(
  tx: Executor,
  loan: LoanApplication,
  staff: User,
  outcome: 'successful' | 'failed',
  at: Date,
) {
  const initiatedAt = new Date(at.getTime() - 10 * MINUTE_MS);
  const sentAt = new Date(at.getTime() - 5 * MINUTE_MS);
  const failed = outcome === 'failed';
  const reasonForFailure = failed ? SIMULATOR_REASONS.payeeDeclined : null;
  const d = await insertDisbursement(tx, {
    loanId: loan.id,
    transactionId: newTransactionId(),
    initiatedBy: staff.id,
    confirmedBy: staff.id,
    status: outcome,
    amount: loan.amountReceived,
    provider: 'simulator',
    ...destinationColumns(loan),
    otpExpiresAt: new Date(initiatedAt.getTime() + 10 * MINUTE_MS),
    otpUsedAt: sentAt,
    providerReference: `SIM-${randomBytes(6).toString('hex').toUpperCase()}`,
    reasonForFailure,
    createdAt: initiatedAt,
    sentAt,
    settledAt: failed ? null : at,
    lastCheckedAt: at,
    updatedAt: at,
  });
  const common = { loanId: loan.id, entityId: d.id };
  await auditAt(tx, 'disbursement', {
    ...common,
    actorId: staff.id,
    action: 'disbursement.initiated',
    before: { status: 'approved' },
    after: {
      status: 'otp_pending',
      transactionId: d.transactionId,
      amount: ngweeToKwacha(d.amount),
      destination: destinationOf(d),
      provider: d.provider,
    },
    createdAt: initiatedAt,
  });
  await auditAt(tx, 'disbursement', {
    ...common,
    actorId: staff.id,
    action: 'disbursement.confirmed',
    before: { status: 'otp_pending', disbursementStatus: 'otp_pending' },
    after: {
      status: 'disbursement_pending',
      disbursementStatus: 'processing',
      transactionId: d.transactionId,
    },
    createdAt: sentAt,
  });
  await auditAt(tx, 'disbursement', {
    ...common,
    actorId: null, // the provider's answer, not a person
    action: failed ? 'disbursement.failed' : 'disbursement.settled',
    before: { status: 'disbursement_pending', disbursementStatus: 'processing' },
    after: {
      status: failed ? 'disbursement_failed' : 'active',
      disbursementStatus: d.status,
      transactionId: d.transactionId,
      providerReference: d.providerReference,
      ...(reasonForFailure && { reasonForFailure }),
    },
    createdAt: at,
  });
  return d;
}
