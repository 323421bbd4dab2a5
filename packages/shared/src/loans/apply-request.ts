import { z } from 'zod';
import { CREDIT_BUREAU_WORDING_VERSIONS } from '../consent/credit-bureau-wordings';
import { normaliseZambianMobile } from '../phone/zambian-phone';
import { issuedIdentifier, singleLineText } from '../validation/typed-text';
import { loanAmountSchema, loanDurationSchema } from './loan-amount';
import { checkPayoutFields } from './payout-destination-rules';

export const MOBILE_OPERATORS = ['mtn', 'airtel', 'zamtel'] as const;
export const DISBURSEMENT_METHODS = ['mobile_money', 'bank_account'] as const;
export const KEY_FACTS_REQUIRED_MESSAGE = 'Please confirm that you have read and understood the key facts.';

const optionalText = (max: number) => singleLineText().trim().max(max).optional();

/** POST /api/loan-applications/apply. Strict: status, userId and the like are refused. */
export const applyRequestSchema = z
  .strictObject({
    productId: issuedIdentifier(50, 'Please choose a loan product.'),
    amount: loanAmountSchema,
    duration: loanDurationSchema,
    purpose: singleLineText('Please tell us what the loan is for.')
      .trim()
      .min(3, 'Please tell us what the loan is for.')
      .max(200, 'Purpose must be at most 200 characters.'),
    disbursementMethod: z.enum(DISBURSEMENT_METHODS, { error: 'Please choose how to receive the money.' }),
    mobileMoneyProvider: z
      .enum(MOBILE_OPERATORS, { error: 'Please choose your mobile money operator.' })
      .optional(),
    mobileMoneyNumber: optionalText(20),
    bankName: optionalText(100),
    bankAccountName: optionalText(100),
    bankAccountNumber: optionalText(30),
    bankCode: optionalText(20),
    acceptKeyFacts: z.literal(true, { error: KEY_FACTS_REQUIRED_MESSAGE }),
    /**
     * The box "check my credit record and report this loan" (docs/product.md §25.1). Optional on the wire
     * for older clients and callers (absent = false = no consent); the product decides whether it is required.
     */
    creditBureauConsent: z.boolean({ error: 'Please tick or leave the credit bureau box.' }).optional(),
    /** The version of the sentence shown (its language); the server records the current one when absent. */
    creditBureauWordingVersion: z
      .enum(CREDIT_BUREAU_WORDING_VERSIONS, {
        error: 'The credit bureau wording has changed. Please reload the page and try again.',
      })
      .optional(),
    /**
     * The terms the key facts showed when the borrower accepted them. Settings can change while the form
     * is open; with these the server refuses to book terms the borrower never saw (TERMS_CHANGED).
     */
    agreedTerms: z
      .strictObject({
        monthlyRatePercent: z.number().min(0).max(100),
        serviceFeePercent: z.number().min(0).max(100),
        lateFeePercent: z.number().min(0).max(100),
        lateFeeGraceDays: z.number().int().min(0).max(365),
      })
      .optional(),
  })
  .superRefine((body, ctx) => checkPayoutFields(body, ctx, { bankNameRequired: true }))
  .transform((body) => ({
    ...body,
    mobileMoneyNumber: body.mobileMoneyNumber ? normaliseZambianMobile(body.mobileMoneyNumber) : undefined,
  }));
export type ApplyRequest = z.input<typeof applyRequestSchema>;
export type ApplyCommand = z.output<typeof applyRequestSchema>;
