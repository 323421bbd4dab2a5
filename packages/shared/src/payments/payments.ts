import { z } from 'zod';
import { singleLineText } from '../validation/typed-text';
import { PAYMENT_MESSAGES, PAYMENT_PURPOSES, PREPAYMENT_OPTIONS, PREPAYMENT_TEXTS } from './payment-view';

// The request schemas the API reads, in Zod's classic API. The payment view, its names, its texts and the
// answers the browser checks are in payment-view.ts, in Zod's tree-shakable API, because the borrower's loan
// pages load them and `npm run bench:lighthouse` audits /my-loans (docs/performance.md §3).

/** An amount in kwacha as a payment form sends it: up to nine digits, and up to two decimals. */
export const PAYMENT_AMOUNT_PATTERN = /^\d{1,9}(\.\d{1,2})?$/;

/**
 * POST /api/collections/mobile-money (docs/product.md §7). The browser sends an `Idempotency-Key` header
 * (one per form submission) so a double click or a retry never charges twice.
 */
export const collectionRequestSchema = z
  .strictObject({
    loanId: z.string().uuid('Please select a loan.'),
    amount: z
      .string({ error: PAYMENT_MESSAGES.amountPositive })
      .regex(PAYMENT_AMOUNT_PATTERN, PAYMENT_MESSAGES.amountPositive),
    phone: z
      .string({ error: PAYMENT_MESSAGES.phoneRequired })
      .regex(/^\d{9,12}$/, PAYMENT_MESSAGES.phoneFormat),
    operator: z.enum(['mtn', 'airtel', 'zamtel'], { error: PAYMENT_MESSAGES.operatorRequired }),
    /**
     * `payoff` closes the loan today: the amount must be today's payoff quote; `prepayment` pays what is due
     * and the rest off the principal, with `prepaymentOption` saying how (docs/product.md §13.6).
     */
    purpose: z.enum(PAYMENT_PURPOSES).optional(),
    prepaymentOption: z.enum(PREPAYMENT_OPTIONS, { error: PREPAYMENT_TEXTS.optionRequired }).optional(),
  })
  .refine((r) => (r.purpose === 'prepayment') === (r.prepaymentOption !== undefined), {
    message: PREPAYMENT_TEXTS.optionRequired,
    path: ['prepaymentOption'],
  });
export type CollectionRequest = z.infer<typeof collectionRequestSchema>;

/**
 * POST /api/collections/card (docs/product.md §27): the same payment as by mobile money, paid by card at
 * the provider's hosted checkout; no phone or operator (and no card data) is sent.
 */
export const cardPaymentRequestSchema = z
  .strictObject({
    loanId: z.string().uuid('Please select a loan.'),
    amount: z
      .string({ error: PAYMENT_MESSAGES.amountPositive })
      .regex(PAYMENT_AMOUNT_PATTERN, PAYMENT_MESSAGES.amountPositive),
    purpose: z.enum(PAYMENT_PURPOSES).optional(),
    prepaymentOption: z.enum(PREPAYMENT_OPTIONS, { error: PREPAYMENT_TEXTS.optionRequired }).optional(),
  })
  .refine((r) => (r.purpose === 'prepayment') === (r.prepaymentOption !== undefined), {
    message: PREPAYMENT_TEXTS.optionRequired,
    path: ['prepaymentOption'],
  });
export type CardPaymentRequest = z.infer<typeof cardPaymentRequestSchema>;

/** POST /api/mobile-network/detect: the number whose network to look up (the answer is in payment-view.ts). */
export const detectNetworkRequestSchema = z.strictObject({ phoneNumber: singleLineText().max(30) });
