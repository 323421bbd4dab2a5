import { z } from 'zod';
import { hasAtMostTwoDecimals } from '../money/money';

/**
 * The widest amount any product could ever be set to. Every product's own range is checked by the
 * service; this bound comes first so that no arithmetic (kwacha to ngwee, the schedule) ever sees an
 * amount near the edge of exact JavaScript numbers — 90 trillion kwacha answered 500 before.
 */
export const MAX_LOAN_AMOUNT_KWACHA = 10_000_000;
/** The longest term any product could be set to, in months. */
export const MAX_LOAN_TERM_MONTHS = 120;

export const loanAmountSchema = z
  .number({ error: 'Please enter a valid loan amount' })
  .positive('Please enter a valid loan amount')
  .max(MAX_LOAN_AMOUNT_KWACHA, 'Please enter a valid loan amount')
  .refine(hasAtMostTwoDecimals, 'Amounts have at most two decimals.');

export const loanDurationSchema = z
  .number({ error: 'Please enter a valid duration' })
  .int('Please enter a valid duration')
  .min(1, 'Please enter a valid duration')
  .max(MAX_LOAN_TERM_MONTHS, 'Please enter a valid duration');
