import type { Disbursement } from '@kwacha/db';
import { firstCheckDelaySeconds } from '../../providers/check-delay';
import type { DisbursementPort, TransactionOutcome, TransferRequest } from '../../providers/ports';
import { outcomeOf } from '../../providers/provider-call';
import { borrowerNameOfLoan } from '../loans/loans.public';
import type { DisbursementDeps } from './disbursement-deps';
import { transferRequestOf } from './disbursement-details';
import { claimTransfersToCheck } from './disbursements.repository';
import { applyTransferOutcome } from './transfer-outcome';

export const DISBURSEMENT_CHECK_JOB = 'disbursement.check';
export const DISBURSEMENT_RECONCILE_JOB = 'disbursement.reconcile';

/** Reconciliation leaves a transfer alone this long after asking about it. */
export const RECHECK_AFTER_MS = 30_000;
/**
 * A claimed transfer the provider has never heard of this long after the claim was lost between our
 * commit and the call (a crash): it is sent again with the same reference, so it can never go out twice.
 */
export const RESEND_AFTER_MS = 2 * 60_000;

/**
 * The port of the provider chosen when the disbursement was initiated (the row's `provider`, which the
 * OTP e-mail and the audit named), whatever the routing says today.
 */
const portOf = (deps: DisbursementDeps, d: Pick<Disbursement, 'provider'>): DisbursementPort =>
  deps.providers.byName(d.provider).disbursement;

export function sendTransfer(
  deps: DisbursementDeps,
  d: Pick<Disbursement, 'provider'>,
  request: TransferRequest,
): Promise<TransactionOutcome> {
  return outcomeOf(() => portOf(deps, d).transfer(request));
}

function askStatus(deps: DisbursementDeps, d: Disbursement): Promise<TransactionOutcome> {
  return outcomeOf(() => portOf(deps, d).transferStatus(d.transactionId));
}

/** After an accepted transfer: ask again once it should have settled (the simulator's delay, plus a little). */
export async function scheduleCheck(deps: DisbursementDeps, d: Pick<Disbursement, 'id' | 'provider'>) {
  const seconds = firstCheckDelaySeconds(d.provider, deps.config);
  await deps.jobs.send(DISBURSEMENT_CHECK_JOB, { disbursementId: d.id }, { startAfter: seconds });
}

/** Sends a claimed disbursement to the provider and applies the answer. */
export async function transferAndApply(deps: DisbursementDeps, d: Disbursement): Promise<TransactionOutcome> {
  const borrower = await borrowerNameOfLoan(deps.db, d.loanId);
  if (!borrower) throw new Error(`disbursement ${d.id} has no loan`);
  const outcome = await sendTransfer(deps, d, transferRequestOf(d, borrower));
  await applyTransferOutcome(deps, d.id, outcome);
  if (outcome.state === 'pending') await scheduleCheck(deps, d);
  return outcome;
}

/** Asks the provider about one in-flight transfer and applies what it says. */
export async function checkTransfer(deps: DisbursementDeps, d: Disbursement): Promise<TransactionOutcome> {
  if (d.status !== 'processing') return { state: 'unknown', reason: 'not in flight' };
  const outcome = await askStatus(deps, d);
  if (outcome.state === 'not_found') {
    const claimedAt = (d.sentAt ?? d.updatedAt).getTime();
    // A young claim may still be on its way to the provider: ask again later.
    if (deps.now().getTime() - claimedAt < RESEND_AFTER_MS) return outcome;
    return transferAndApply(deps, d);
  }
  await applyTransferOutcome(deps, d.id, outcome);
  return outcome;
}

/**
 * Every minute: every in-flight transfer not asked about in the last 30 seconds is asked about again.
 * Pending ones are stamped (`last_checked_at`) and wait; final answers are applied; unknown ones wait.
 */
export async function reconcileDisbursements(
  deps: DisbursementDeps,
  limit = 100,
): Promise<{ checked: number }> {
  const now = deps.now();
  const due = await claimTransfersToCheck(deps.db, new Date(now.getTime() - RECHECK_AFTER_MS), now, limit);
  for (const d of due) await checkTransfer(deps, d);
  return { checked: due.length };
}
