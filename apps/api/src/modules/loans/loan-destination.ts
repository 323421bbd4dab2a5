import type { LoanApplication } from '@kwacha/db';
import { OPERATOR_LABELS } from '@kwacha/shared/phone/zambian-phone';
import { maskPhoneNumber } from '@kwacha/shared/statements/statement-rules';

/** Where a loan's money goes: the method and the fields of that method (the other method's are null). */
export type LoanDestinationColumns = Pick<
  LoanApplication,
  | 'disbursementMethod'
  | 'mobileMoneyProvider'
  | 'mobileMoneyNumber'
  | 'bankName'
  | 'bankAccountName'
  | 'bankAccountNumber'
  | 'bankCode'
>;

/** The destination fields a loan and each of its disbursements carry (a disbursement keeps its own copy). */
export type Destination = Pick<
  LoanApplication,
  'mobileMoneyProvider' | 'mobileMoneyNumber' | 'bankName' | 'bankAccountName' | 'bankAccountNumber'
> & { method: LoanApplication['disbursementMethod'] };

/** Where the money goes, as a person reads it: "Airtel +260977123456" or "Zanaco — Mwila Banda — 0123456789". */
export function destinationOf(d: Destination): string {
  if (d.method === 'mobile_money') {
    const operator = d.mobileMoneyProvider ? OPERATOR_LABELS[d.mobileMoneyProvider] : null;
    return [operator, d.mobileMoneyNumber].filter(Boolean).join(' ');
  }
  return [d.bankName, d.bankAccountName, d.bankAccountNumber].filter(Boolean).join(' — ');
}

/** The loan's own destination in that shape (its column is `disbursement_method`). */
export const destinationOfLoan = (loan: LoanApplication): string =>
  destinationOf({ ...loan, method: loan.disbursementMethod });

/** An account number with only its last four digits shown ('0123456789' → '••••••6789'). */
const maskAccountNumber = (n: string) => `${'•'.repeat(Math.max(n.length - 4, 0))}${n.slice(-4)}`;

/**
 * destinationOf with the number masked, for the audit trail and the messages that tell a borrower their
 * destination changed: "Airtel 097•••••21", "Zanaco — Mwila Banda — ••••••6789".
 */
export function maskedDestinationOf(d: Destination): string {
  return destinationOf({
    ...d,
    mobileMoneyNumber: d.mobileMoneyNumber && maskPhoneNumber(d.mobileMoneyNumber),
    bankAccountNumber: d.bankAccountNumber && maskAccountNumber(d.bankAccountNumber),
  });
}
