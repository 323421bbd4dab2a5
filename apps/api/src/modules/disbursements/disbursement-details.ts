import type { Disbursement, LoanApplication } from '@kwacha/db';
import { kwachaToNgwee } from '@kwacha/shared/money/money';
import { normaliseZambianMobile } from '@kwacha/shared/phone/zambian-phone';
import type { DisburseInitiateRequest } from '@kwacha/shared/staff/disbursement';
import type { DisbursementDestination, TransferRequest } from '../../providers/ports';
import type { DisbursementTarget } from '../../providers/registry';
import type { LoanDestinationColumns } from '../loans/loan-destination';
import { displayName } from '../users/display-name';

const same = (a: string | null | undefined, b: string | null | undefined) =>
  (a?.trim() || null) === (b?.trim() || null);

/**
 * True when the request repeats exactly what the loan would pay out: the amount received after the fee and
 * the borrower's own destination. Fields of the other method are ignored (the client sends them empty).
 */
export function requestMatchesLoan(
  loan: LoanDestinationColumns & Pick<LoanApplication, 'amountReceived'>,
  request: DisburseInitiateRequest,
): boolean {
  let amount: number;
  try {
    amount = kwachaToNgwee(request.amount);
  } catch {
    return false; // more than two decimals can never be the loan's amount
  }
  if (amount !== loan.amountReceived || request.disbursementMethod !== loan.disbursementMethod) return false;
  if (loan.disbursementMethod === 'mobile_money') {
    const number = request.mobileMoneyNumber ? normaliseZambianMobile(request.mobileMoneyNumber) : undefined;
    return request.mobileMoneyProvider === loan.mobileMoneyProvider && number === loan.mobileMoneyNumber;
  }
  return (
    same(request.bankName, loan.bankName) &&
    same(request.bankAccountName, loan.bankAccountName) &&
    same(request.bankAccountNumber, loan.bankAccountNumber) &&
    same(request.bankCode, loan.bankCode)
  );
}

/** The loan's destination as disbursement columns: a disbursement keeps where it was sent, for good. */
export function destinationColumns(loan: LoanDestinationColumns) {
  return {
    method: loan.disbursementMethod,
    mobileMoneyProvider: loan.mobileMoneyProvider,
    mobileMoneyNumber: loan.mobileMoneyNumber,
    bankName: loan.bankName,
    bankAccountName: loan.bankAccountName,
    bankAccountNumber: loan.bankAccountNumber,
    bankCode: loan.bankCode,
  };
}

/** Which channel's provider pays this loan out (PAYMENT_PROVIDER_BANK, or the wallet's operator's). */
export function routingTarget(loan: LoanDestinationColumns): DisbursementTarget {
  if (loan.disbursementMethod === 'bank_account') return { method: 'bank_account' };
  return { method: 'mobile_money', operator: required(loan.mobileMoneyProvider, 'mobile_money_provider') };
}

/** What the port is asked to send for a claimed disbursement: its own amount and destination, nothing else. */
export function transferRequestOf(
  d: Disbursement,
  borrower: { firstName: string | null; lastName: string | null; username: string },
): TransferRequest {
  const destination: DisbursementDestination =
    d.method === 'mobile_money'
      ? {
          method: 'mobile_money',
          operator: required(d.mobileMoneyProvider, 'mobile_money_provider'),
          msisdn: required(d.mobileMoneyNumber, 'mobile_money_number'),
          accountName: displayName(borrower),
        }
      : {
          method: 'bank_account',
          bankName: required(d.bankName, 'bank_name'),
          bankCode: d.bankCode,
          accountName: required(d.bankAccountName, 'bank_account_name'),
          accountNumber: required(d.bankAccountNumber, 'bank_account_number'),
        };
  return {
    reference: d.transactionId,
    amountNgwee: d.amount,
    destination,
    narration: 'Kwacha Loans loan disbursement',
  };
}

function required<T>(value: T | null, column: string): T {
  // The apply rules make these present for their method; a missing one is corrupt data, not a user error.
  if (value === null) throw new Error(`disbursement without ${column}`);
  return value;
}
