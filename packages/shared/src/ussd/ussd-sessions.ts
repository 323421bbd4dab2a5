import { z } from 'zod';

/**
 * A borrower's USSD sessions as staff see them on the borrower's page (docs/product.md §26): when, by which
 * gateway, how many steps and how it ended. Never what was typed: no PIN, no amount.
 */
export const USSD_OUTCOMES = [
  'open',
  'balance',
  'status',
  'payments',
  'repayment_started',
  'repayment_unavailable',
  'repayment_cancelled',
  'language',
  'help',
  'no_loans',
  'not_registered',
  'no_pin',
  'pin_locked',
  'expired',
] as const;
export type UssdOutcome = (typeof USSD_OUTCOMES)[number];

export const USSD_OUTCOME_LABELS: Readonly<Record<UssdOutcome, string>> = {
  open: 'Left open (timed out)',
  balance: 'Checked the balance',
  status: 'Checked the loan status',
  payments: 'Read the last payments',
  repayment_started: 'Started a repayment',
  repayment_unavailable: 'Repayment could not start',
  repayment_cancelled: 'Cancelled a repayment',
  language: 'Changed the language',
  help: 'Read the help',
  no_loans: 'No loan to show',
  not_registered: 'Number not registered',
  no_pin: 'No PIN set',
  pin_locked: 'PIN locked',
  expired: 'Ended: too late or PIN changed',
};

export const ussdSessionSchema = z.object({
  startedAt: z.string(),
  gateway: z.enum(['africastalking', 'gateway']),
  steps: z.int(),
  outcome: z.enum(USSD_OUTCOMES),
});
export const ussdSessionsSchema = z.array(ussdSessionSchema);
export type UssdSessionView = z.infer<typeof ussdSessionSchema>;
