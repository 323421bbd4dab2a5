import type { LoanApplication } from '@kwacha/db';
import { OPERATOR_LABELS } from '@kwacha/shared/phone/zambian-phone';

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
