import type { LoanView } from '@kwacha/shared/loans/loan-view';
import { OPERATOR_LABELS } from '@kwacha/shared/phone/zambian-phone';
import type { DisburseInitiateRequest } from '@kwacha/shared/staff/disbursement';
import { formatAmount } from '../../../lib/loans/loan-format';

/**
 * The initiate body repeats what the borrower gave: the server pays only the amount received after the
 * fee, to the stored destination, and refuses a body that differs (a stale screen cannot redirect money).
 */
export function initiateRequestFor(loan: LoanView): DisburseInitiateRequest {
  return {
    amount: loan.amountReceived,
    disbursementMethod: loan.disbursementMethod,
    mobileMoneyProvider: loan.mobileMoneyProvider,
    mobileMoneyNumber: loan.mobileMoneyNumber,
    bankName: loan.bankName,
    bankAccountName: loan.bankAccountName,
    bankAccountNumber: loan.bankAccountNumber,
    bankCode: loan.bankCode,
  };
}

/** docs/product.md §5: the amount must be a number ('Invalid disbursement amount'). */
export function hasValidDisbursementAmount(loan: LoanView): boolean {
  return Number.isFinite(loan.amountReceived) && loan.amountReceived > 0;
}

export const METHOD_NAMES: Record<LoanView['disbursementMethod'], string> = {
  mobile_money: 'Mobile money',
  bank_account: 'Bank account',
};

/** 'MTN +260961234567', or 'Zanaco, account name Chanda Mwila, account number 0123456789'. */
export function destinationText(loan: LoanView): string {
  if (loan.disbursementMethod === 'mobile_money') {
    const operator = loan.mobileMoneyProvider ? OPERATOR_LABELS[loan.mobileMoneyProvider] : null;
    return [operator, loan.mobileMoneyNumber].filter(Boolean).join(' ') || 'not given';
  }
  return [
    loan.bankName ?? 'Bank not given',
    `account name ${loan.bankAccountName ?? 'not given'}`,
    `account number ${loan.bankAccountNumber ?? 'not given'}`,
  ].join(', ');
}

/** What the confirmation dialog says before any money moves (docs/product.md §4). */
export function disbursementSummary(loan: LoanView): string {
  return [
    `Amount: ${formatAmount(loan.amountReceived)} (after the ${formatAmount(loan.serviceFee)} service fee).`,
    `Method: ${METHOD_NAMES[loan.disbursementMethod]}.`,
    `Destination: ${destinationText(loan)}.`,
    'A one-time password will be e-mailed to you to confirm the transfer.',
  ].join(' ');
}
