import { z } from 'zod';
import {
  detectOperator,
  isZambianMobile,
  normaliseZambianMobile,
  OPERATOR_LABELS,
  PHONE_FORMAT_MESSAGE,
} from '../phone/zambian-phone';
import { issuedIdentifier, singleLineText } from '../validation/typed-text';
import { CHOOSE_BANK_MESSAGE } from './banks';
import { loanAmountSchema, loanDurationSchema } from './loan-amount';

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
  .superRefine((body, ctx) => {
    const need = (field: keyof typeof body, message: string) => {
      if (!body[field]) ctx.addIssue({ code: 'custom', path: [field], message });
    };
    if (body.disbursementMethod === 'mobile_money') {
      need('mobileMoneyProvider', 'Please choose your mobile money operator.');
      need('mobileMoneyNumber', 'Please enter your mobile money number.');
      if (body.mobileMoneyNumber && !isZambianMobile(body.mobileMoneyNumber)) {
        ctx.addIssue({ code: 'custom', path: ['mobileMoneyNumber'], message: PHONE_FORMAT_MESSAGE });
      } else if (body.mobileMoneyNumber && body.mobileMoneyProvider) {
        const detected = detectOperator(body.mobileMoneyNumber);
        if (detected && detected !== body.mobileMoneyProvider) {
          ctx.addIssue({
            code: 'custom',
            path: ['mobileMoneyProvider'],
            message: `This number belongs to ${OPERATOR_LABELS[detected]}, not ${OPERATOR_LABELS[body.mobileMoneyProvider]}.`,
          });
        }
      }
    }
    if (body.disbursementMethod === 'bank_account') {
      need('bankName', 'Please enter your bank.');
      need('bankAccountName', 'Please enter the name on the account.');
      need('bankAccountNumber', 'Please enter the account number.');
      // The provider's id of a bank chosen from GET /api/banks, not a sort code: see ./banks.ts.
      need('bankCode', CHOOSE_BANK_MESSAGE);
      if (body.bankAccountNumber && !/^\d{6,20}$/.test(body.bankAccountNumber)) {
        ctx.addIssue({
          code: 'custom',
          path: ['bankAccountNumber'],
          message: 'Account numbers are 6 to 20 digits.',
        });
      }
    }
  })
  .transform((body) => ({
    ...body,
    mobileMoneyNumber: body.mobileMoneyNumber ? normaliseZambianMobile(body.mobileMoneyNumber) : undefined,
  }));
export type ApplyRequest = z.input<typeof applyRequestSchema>;
export type ApplyCommand = z.output<typeof applyRequestSchema>;
