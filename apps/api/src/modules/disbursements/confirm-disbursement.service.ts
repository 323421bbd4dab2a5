import type { Disbursement, SessionUser } from '@kwacha/db';
import { violatedUniqueIndex } from '@kwacha/db';
import type { Bank } from '@kwacha/shared/loans/banks';
import type { DisburseConfirmRequest } from '@kwacha/shared/staff/disbursement';
import type { TransactionOutcome } from '../../providers/ports';
import { recordAudit } from '../audit/audit.public';
import { moveLoan } from '../loans/loan-moves';
import { LoanNotFoundError } from '../loans/loans.errors';
import { lockLoanWithBorrower } from '../loans/loans.public';
import { refuseOwnLoan } from '../loans/own-loan-guard';
import { readDisbursementCodeRules } from '../settings/settings.service';
import { destinationListed } from './bank-check';
import type { DisbursementDeps } from './disbursement-deps';
import { otpMatches } from './disbursement-otp';
import {
  BankNotOnProviderListError,
  DisbursementNotFoundError,
  InvalidOtpError,
  LoanChangedError,
  OtpAlreadyUsedError,
  OtpExpiredError,
  OtpLockedError,
  OtpReplacedError,
  TransferFailedError,
} from './disbursements.errors';
import { claimTransfer, lockDisbursement, recordWrongOtp } from './disbursements.repository';
import { transferAndApply } from './settlement';
import { bankListForConfirm, stopUnlistedTransfer } from './unlisted-bank';

/** `accepted`/`settled`: the money is on its way or arrived; `unknown`: reconciliation will find out. */
export type ConfirmResult = 'accepted' | 'settled' | 'unknown';

/** Why a code cannot be used at all, before it is even compared. */
function refusal(d: Disbursement, now: Date, maxAttempts: number): Error | undefined {
  if (d.status === 'cancelled') return new OtpReplacedError();
  if (d.status !== 'otp_pending' || d.otpUsedAt || !d.otpHash || !d.otpExpiresAt) {
    return new OtpAlreadyUsedError();
  }
  if (now.getTime() >= d.otpExpiresAt.getTime()) return new OtpExpiredError();
  if (d.otpFailedAttempts >= maxAttempts) return new OtpLockedError();
  return undefined;
}

/**
 * Checks the code and, when it is right, claims the transfer and sends it. The claim is committed before
 * the provider is called (never inside a transaction), so a crash in between leaves a `processing` row
 * that reconciliation re-sends with the same reference; the database allows one such row per loan.
 */
export async function confirmDisbursement(
  deps: DisbursementDeps,
  staff: SessionUser,
  loanId: string,
  request: DisburseConfirmRequest,
): Promise<ConfirmResult> {
  const now = deps.now();
  // The tries in force when the code is used (docs/product.md §14.5).
  const { maxAttempts } = await readDisbursementCodeRules(deps.db);
  // docs/product.md §12.4: a bank transfer is checked against the live list right before it is claimed;
  // the list is asked before the loan is locked (503 when it cannot be had: the code stays usable).
  const banks = await bankListForConfirm(deps, loanId, request.transactionId);
  const checked = await checkCodeAndClaim(deps, staff, loanId, request, now, maxAttempts, banks).catch(
    (error: unknown) => {
      // The loan lock makes this unreachable; if it ever is, the database's one-transfer guarantee answered.
      throw isOneLiveTransferViolation(error) ? new OtpAlreadyUsedError() : error;
    },
  );
  if (checked.kind === 'wrong') {
    const left = maxAttempts - checked.attempts;
    throw left > 0 ? new InvalidOtpError(left) : new OtpLockedError();
  }
  if (checked.kind === 'unlisted') throw new BankNotOnProviderListError();
  return resultOf(await transferAndApply(deps, checked.disbursement));
}

/** Transaction 1: the code's checks, then (right code) the claim of the transfer, committed together. */
function checkCodeAndClaim(
  deps: DisbursementDeps,
  staff: SessionUser,
  loanId: string,
  request: DisburseConfirmRequest,
  now: Date,
  maxAttempts: number,
  banks: readonly Bank[] | undefined,
) {
  return deps.db.transaction(async (tx) => {
    const locked = await lockLoanWithBorrower(tx, loanId);
    if (!locked) throw new LoanNotFoundError();
    // Before the code is compared: an attempt on one's own loan is no wrong code.
    refuseOwnLoan(locked.loan, staff.id);
    const d = await lockDisbursement(tx, loanId, request.transactionId);
    if (!d) throw new DisbursementNotFoundError();
    const refused = refusal(d, now, maxAttempts);
    if (refused) throw refused;
    if (!otpMatches(deps.config.sessionSecret, d.transactionId, request.otp, d.otpHash ?? '')) {
      // Returned, not thrown: the count must be committed before the caller hears "wrong".
      return { kind: 'wrong', attempts: await recordWrongOtp(tx, d.id, now) } as const;
    }
    if (!destinationListed(banks, d)) {
      // Returned, not thrown: the failed attempt must be committed before the caller hears why.
      await stopUnlistedTransfer(
        tx,
        { mailer: deps.mailer, appUrl: deps.config.appUrl, now },
        staff.id,
        locked,
        d,
      );
      return { kind: 'unlisted' } as const;
    }
    const claimed = await claimTransfer(tx, d.id, staff.id, now);
    if (!claimed) throw new OtpAlreadyUsedError();
    const moved = await moveLoan(tx, { loanId, to: 'disbursement_pending', by: 'disbursement', at: now });
    if (!moved) throw new LoanChangedError();
    await recordAudit(tx, {
      actorId: staff.id,
      action: 'disbursement.confirmed',
      loanId,
      entityType: 'disbursement',
      entityId: d.id,
      before: { status: locked.loan.status, disbursementStatus: d.status },
      after: {
        status: 'disbursement_pending',
        disbursementStatus: 'processing',
        transactionId: d.transactionId,
      },
    });
    return { kind: 'claimed', disbursement: claimed } as const;
  });
}

const isOneLiveTransferViolation = (error: unknown) =>
  violatedUniqueIndex(error) === 'disbursements_one_live_per_loan';

function resultOf(outcome: TransactionOutcome): ConfirmResult {
  switch (outcome.state) {
    case 'pending':
      return 'accepted';
    case 'successful':
      return 'settled';
    case 'failed':
      throw new TransferFailedError(outcome.reason);
    default:
      return 'unknown';
  }
}
