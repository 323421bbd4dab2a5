import type { LoanApplication, SessionUser } from '@kwacha/db';
import { DESTINATION_CHANGEABLE_STATUSES } from '@kwacha/shared/loans/loan-transitions';
import {
  type ChangeDestinationCommand,
  DESTINATION_CHANGE_BASIS_LABELS,
} from '@kwacha/shared/staff/payout-corrections';
import { recordAudit } from '../audit/audit.public';
import { listedBank } from '../banks/banks.service';
import { type LoanDestinationColumns, maskedDestinationOf } from '../loans/loan-destination';
import { LoanNotFoundError } from '../loans/loans.errors';
import { lockLoanWithBorrower, setLoanDestination } from '../loans/loans.public';
import { refuseOwnLoan } from '../loans/own-loan-guard';
import { tellBorrower } from '../notifications/notifications.public';
import { checkPayoutChannel } from '../payment-channels/payment-channels.service';
import type { DisbursementDeps } from './disbursement-deps';
import { cancelWaitingCodes } from './disbursements.repository';
import { DestinationNotChangeableError, SameDestinationError } from './payout-corrections.errors';

type Deps = Pick<DisbursementDeps, 'db' | 'mailer' | 'providers' | 'now' | 'config'>;

/** The new destination as the loan's columns; a bank by the live list's id and its name on that list. */
async function destinationColumnsOf(
  deps: Deps,
  command: ChangeDestinationCommand,
): Promise<LoanDestinationColumns> {
  const none = {
    mobileMoneyProvider: null,
    mobileMoneyNumber: null,
    bankName: null,
    bankAccountName: null,
    bankAccountNumber: null,
    bankCode: null,
  };
  if (command.disbursementMethod === 'mobile_money') {
    return {
      ...none,
      disbursementMethod: 'mobile_money',
      mobileMoneyProvider: command.mobileMoneyProvider ?? null,
      mobileMoneyNumber: command.mobileMoneyNumber ?? null,
    };
  }
  // The bank channel's provider's list now: the one the next initiate is checked against (400 when the
  // id is not on it, 503 when there is no list).
  const bank = await listedBank(deps.providers, command.bankCode ?? '');
  return {
    ...none,
    disbursementMethod: 'bank_account',
    bankName: bank.name,
    bankCode: bank.id,
    bankAccountName: command.bankAccountName ?? null,
    bankAccountNumber: command.bankAccountNumber ?? null,
  };
}

const DESTINATION_FIELDS = [
  'disbursementMethod',
  'mobileMoneyProvider',
  'mobileMoneyNumber',
  'bankName',
  'bankAccountName',
  'bankAccountNumber',
  'bankCode',
] as const satisfies readonly (keyof LoanDestinationColumns)[];

const sameDestination = (loan: LoanApplication, next: LoanDestinationColumns) =>
  DESTINATION_FIELDS.every((field) => loan[field] === next[field]);

const masked = (loan: LoanDestinationColumns) =>
  maskedDestinationOf({ ...loan, method: loan.disbursementMethod });

/**
 * docs/product.md §12.6: staff change where an unpaid loan's money goes, on the borrower's word (confirmed
 * in the app, or a documented request, with its reference). A code still waiting named the old
 * destination, so it stops working. Audited with the numbers masked; the borrower gets a notice and an
 * e-mail in the same transaction. The money then goes out by the usual initiate and code.
 */
export async function changeLoanDestination(
  deps: Deps,
  staff: SessionUser,
  loanId: string,
  command: ChangeDestinationCommand,
): Promise<void> {
  const now = deps.now();
  // A channel no provider pays out to now (docs/product.md §13.5) is refused before the bank list is asked.
  checkPayoutChannel(deps.providers, command);
  const destination = await destinationColumnsOf(deps, command);

  await deps.db.transaction(async (tx) => {
    const locked = await lockLoanWithBorrower(tx, loanId);
    if (!locked) throw new LoanNotFoundError();
    refuseOwnLoan(locked.loan, staff.id);
    const { loan } = locked;
    if (!DESTINATION_CHANGEABLE_STATUSES.includes(loan.status)) {
      throw new DestinationNotChangeableError(loan.status);
    }
    if (sameDestination(loan, destination)) throw new SameDestinationError();
    const updated = await setLoanDestination(tx, {
      loanId,
      from: DESTINATION_CHANGEABLE_STATUSES,
      destination,
      at: now,
    });
    // The loan row is locked, so this cannot miss; the condition is what keeps it honest if that changes.
    if (!updated) throw new DestinationNotChangeableError(loan.status);
    await cancelWaitingCodes(tx, loanId, now);
    const shown = masked(updated);
    await recordAudit(tx, {
      actorId: staff.id,
      action: 'loan.destination_changed',
      loanId,
      entityType: 'loan',
      entityId: loanId,
      before: { destination: masked(loan), bankCode: loan.bankCode },
      after: {
        destination: shown,
        bankCode: updated.bankCode,
        basis: DESTINATION_CHANGE_BASIS_LABELS[command.basis],
        reference: command.reference,
      },
    });
    await tellBorrower(tx, { mailer: deps.mailer, appUrl: deps.config.appUrl, now }, loan.userId, {
      kind: 'destination_changed',
      loan: updated,
      destination: shown,
    });
  });
}
