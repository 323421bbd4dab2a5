import type { MobileOperator } from '@kwacha/shared/phone/zambian-phone';
import type { AdminLoanView } from '@kwacha/shared/staff/admin-loans';
import {
  type ChangeDestinationRequest,
  changeDestinationRequestSchema,
  type DestinationChangeBasis,
} from '@kwacha/shared/staff/payout-corrections';

/** What staff typed into the change-of-destination dialog, exactly as typed, in the order of the dialog. */
export interface DestinationFormValues {
  disbursementMethod: 'mobile_money' | 'bank_account';
  mobileMoneyProvider: MobileOperator | '';
  mobileMoneyNumber: string;
  bankCode: string;
  bankAccountName: string;
  bankAccountNumber: string;
  basis: DestinationChangeBasis | '';
  reference: string;
}

export type DestinationField = keyof DestinationFormValues;
export type DestinationErrors = Partial<Record<DestinationField, string>>;

export const DESTINATION_FIELDS: readonly DestinationField[] = [
  'disbursementMethod',
  'mobileMoneyProvider',
  'mobileMoneyNumber',
  'bankCode',
  'bankAccountName',
  'bankAccountNumber',
  'basis',
  'reference',
];

const isField = (field: string): field is DestinationField =>
  (DESTINATION_FIELDS as readonly string[]).includes(field);

/** Starts from where the loan goes now, so staff change only what is wrong (the why is always new). */
export function destinationFormOf(loan: AdminLoanView): DestinationFormValues {
  return {
    disbursementMethod: loan.disbursementMethod,
    mobileMoneyProvider: loan.mobileMoneyProvider ?? '',
    mobileMoneyNumber: loan.mobileMoneyNumber ?? '',
    bankCode: loan.bankCode ?? '',
    bankAccountName: loan.bankAccountName ?? '',
    bankAccountNumber: loan.bankAccountNumber ?? '',
    basis: '',
    reference: '',
  };
}

const present = (text: string) => (text.trim() ? text.trim() : undefined);

/** The request: only the chosen method's fields, empty ones left out (the schema names what is missing). */
export function toDestinationRequest(values: DestinationFormValues): Record<string, unknown> {
  const why = { basis: values.basis || undefined, reference: values.reference };
  if (values.disbursementMethod === 'mobile_money') {
    return {
      disbursementMethod: 'mobile_money',
      mobileMoneyProvider: values.mobileMoneyProvider || undefined,
      mobileMoneyNumber: present(values.mobileMoneyNumber),
      ...why,
    };
  }
  return {
    disbursementMethod: 'bank_account',
    bankCode: present(values.bankCode),
    bankAccountName: present(values.bankAccountName),
    bankAccountNumber: present(values.bankAccountNumber),
    ...why,
  };
}

/**
 * Checks the values with the schema the server uses, so both refuse the same input with the same words:
 * the request when it is valid, else one message per field.
 */
export function checkDestinationForm(
  values: DestinationFormValues,
): { request: ChangeDestinationRequest } | { errors: DestinationErrors } {
  const request = toDestinationRequest(values);
  const result = changeDestinationRequestSchema.safeParse(request);
  if (result.success) return { request: request as ChangeDestinationRequest };
  const errors: DestinationErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (isField(field) && !errors[field]) errors[field] = issue.message;
  }
  return { errors };
}
