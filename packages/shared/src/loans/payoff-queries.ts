import { z } from 'zod';
import { PAYMENT_MESSAGES, PREPAYMENT_OPTIONS, PREPAYMENT_TEXTS } from '../payments/payment-view';
import { PAYMENT_AMOUNT_PATTERN } from '../payments/payments';
import { calendarDay } from '../validation/calendar-day';
import { PAYOFF_TEXTS } from './payoff-view';

// What the API reads from the payoff quote's and the prepayment preview's query strings (docs/product.md
// §13.6); the answers and their texts are in payoff-view.ts, which the browser imports.

/** GET …/payoff-quote?on=YYYY-MM-DD: the day to price (today when absent, never earlier). */
export const payoffQuoteQuerySchema = z.strictObject({
  on: calendarDay(PAYOFF_TEXTS.dateFormat).optional(),
});

/** GET …/prepayment-preview?amount=&option=: what paying `amount` ahead today would do. */
export const prepaymentPreviewQuerySchema = z.strictObject({
  amount: z
    .string({ error: PAYMENT_MESSAGES.amountPositive })
    .regex(PAYMENT_AMOUNT_PATTERN, PAYMENT_MESSAGES.amountPositive),
  option: z.enum(PREPAYMENT_OPTIONS, {
    error: PREPAYMENT_TEXTS.optionRequired,
  }),
});
