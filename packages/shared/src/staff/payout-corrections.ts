import { z } from 'zod';
import { DISBURSEMENT_METHODS, MOBILE_OPERATORS } from '../loans/apply-request';
import { checkPayoutFields } from '../loans/payout-destination-rules';
import { normaliseZambianMobile } from '../phone/zambian-phone';
import { multiLineText, singleLineText } from '../validation/typed-text';
import { adminLoanViewSchema } from './admin-loans';

/**
 * docs/product.md §12.6: staff correct where an unpaid loan's money goes, or close it, each with its why.
 * The texts are asserted literally in tests.
 */

/** Why staff may change a borrower's destination: the borrower said so, in the app or in writing. */
export const DESTINATION_CHANGE_BASES = ['borrower_confirmed_in_app', 'borrower_documented_request'] as const;
export type DestinationChangeBasis = (typeof DESTINATION_CHANGE_BASES)[number];

export const DESTINATION_CHANGE_BASIS_LABELS: Readonly<Record<DestinationChangeBasis, string>> = {
  borrower_confirmed_in_app: 'The borrower confirmed it in the app',
  borrower_documented_request: "The borrower's documented request",
};

export const CHOOSE_BASIS_MESSAGE = 'Choose why the destination is changed.';
export const REFERENCE_MESSAGE =
  "Give the reference of the borrower's confirmation or request (at least 3 characters).";
export const CANCEL_REASON_MESSAGE = 'Give the reason for cancelling (at least 5 characters).';

export const DESTINATION_CHANGED_MESSAGE =
  'Destination changed. Initiate the disbursement to send the money there.';
export const LOAN_CANCELLED_MESSAGE = 'Loan cancelled.';
export const DESTINATION_CHANGE_FAILED_MESSAGE = 'Failed to change the destination. Please try again.';
export const CANCEL_FAILED_MESSAGE = 'Failed to cancel the loan. Please try again.';

const optionalText = (max: number) => singleLineText().trim().max(max).optional();

/**
 * PUT /api/loan-applications/admin/loan/:id/destination. A wallet (operator and number) or a bank account:
 * the bank by its id from the live list (GET /api/banks), whose name the server takes from that list.
 */
export const changeDestinationRequestSchema = z
  .strictObject({
    disbursementMethod: z.enum(DISBURSEMENT_METHODS, { error: 'Please choose how the money is sent.' }),
    mobileMoneyProvider: z
      .enum(MOBILE_OPERATORS, { error: 'Please choose your mobile money operator.' })
      .optional(),
    mobileMoneyNumber: optionalText(20),
    bankCode: optionalText(20),
    bankAccountName: optionalText(100),
    bankAccountNumber: optionalText(30),
    basis: z.enum(DESTINATION_CHANGE_BASES, { error: CHOOSE_BASIS_MESSAGE }),
    reference: singleLineText(REFERENCE_MESSAGE).trim().min(3, REFERENCE_MESSAGE).max(200),
  })
  .superRefine((body, ctx) => checkPayoutFields(body, ctx, { bankNameRequired: false }))
  .transform((body) => ({
    ...body,
    mobileMoneyNumber: body.mobileMoneyNumber ? normaliseZambianMobile(body.mobileMoneyNumber) : undefined,
  }));
export type ChangeDestinationRequest = z.input<typeof changeDestinationRequestSchema>;
export type ChangeDestinationCommand = z.output<typeof changeDestinationRequestSchema>;

/** POST /api/loan-applications/admin/loan/:id/cancel. */
export const cancelLoanRequestSchema = z.strictObject({
  reason: multiLineText(CANCEL_REASON_MESSAGE).trim().min(5, CANCEL_REASON_MESSAGE).max(500),
});
export type CancelLoanRequest = z.infer<typeof cancelLoanRequestSchema>;

/** Both answer with the loan as staff now see it. */
export const payoutCorrectionResponseSchema = z.object({ loanApplication: adminLoanViewSchema });
