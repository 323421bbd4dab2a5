import { z } from 'zod';
import { MAX_LOAN_AMOUNT_KWACHA } from '../loans/loan-amount';
import { issuedIdentifier, singleLineText } from '../validation/typed-text';
import { adminLoanViewSchema } from './admin-loans';

/** docs/product.md §4, §5 and §8: the disbursement texts, asserted literally in tests. */
export const OTP_LENGTH = 6;
export const OTP_FORMAT_MESSAGE = 'Please enter a valid 6-digit OTP.';
export const INVALID_DISBURSEMENT_AMOUNT_MESSAGE = 'Invalid disbursement amount';
export const DISBURSEMENT_CONFIRMED_MESSAGE = 'Disbursement confirmed successfully!';
export const DISBURSEMENT_CONFIRMED_DETAIL = 'Loan successfully disbursed! Funds should reflect shortly.';
export const OTP_STEP_RESTORED_MESSAGE = 'Initial disbursement successful! Please enter OTP to confirm.';
export const INITIATE_FAILED_MESSAGE = 'Failed to initiate disbursement. Please try again.';
export const CONFIRM_FAILED_MESSAGE = 'Failed to confirm disbursement. Please try again.';

const optionalText = (max: number) => singleLineText().trim().max(max).nullish();

/**
 * PUT /api/loan-applications/admin/loan/:id/disburse/initiate (docs/product.md §7). The server pays only to
 * the destination the borrower gave and only the amount received after the fee; the body must repeat them,
 * so a stale screen cannot send money somewhere else.
 */
export const disburseInitiateRequestSchema = z.strictObject({
  amount: z
    .number({ error: INVALID_DISBURSEMENT_AMOUNT_MESSAGE })
    .positive(INVALID_DISBURSEMENT_AMOUNT_MESSAGE)
    .max(MAX_LOAN_AMOUNT_KWACHA, INVALID_DISBURSEMENT_AMOUNT_MESSAGE),
  disbursementMethod: z.enum(['mobile_money', 'bank_account']),
  mobileMoneyProvider: z.enum(['mtn', 'airtel', 'zamtel']).nullish(),
  mobileMoneyNumber: optionalText(20),
  bankName: optionalText(100),
  bankAccountName: optionalText(100),
  bankAccountNumber: optionalText(30),
  bankCode: optionalText(20),
});
export type DisburseInitiateRequest = z.infer<typeof disburseInitiateRequestSchema>;

export const disburseInitiateResponseSchema = z.object({
  transactionId: z.string(),
  otpExpiresAt: z.string(),
});

/** POST /api/loan-applications/admin/loan/:id/disburse/confirm. */
export const disburseConfirmRequestSchema = z.strictObject({
  transactionId: issuedIdentifier(100, 'The disbursement transaction id is missing or invalid.'),
  otp: z.string({ error: OTP_FORMAT_MESSAGE }).regex(/^\d{6}$/, OTP_FORMAT_MESSAGE),
});
export type DisburseConfirmRequest = z.infer<typeof disburseConfirmRequestSchema>;

export const disburseConfirmResponseSchema = z.object({
  loanApplication: adminLoanViewSchema,
});
