import * as z from 'zod/mini';

// Which ways money can move today (GET /api/payment-channels), written with Zod's tree-shakable API: the
// make-payment and apply pages check it in the browser (docs/performance.md §3), like the payment view
// (payment-view.ts) that `npm run bench:lighthouse` audits on /my-loans.

export const PAYOUT_CHANNELS = ['mtn', 'airtel', 'zamtel', 'bank'] as const;
export type PayoutChannel = (typeof PAYOUT_CHANNELS)[number];

/**
 * A channel is open in a direction when a configured payment provider serves it (docs/payment-providers.md).
 * `demonstration`: the payment simulator serves some channel, so no real money moves (docs/product.md §13.9).
 */
export const paymentChannelsSchema = z.object({
  collections: z.array(z.enum(['mtn', 'airtel', 'zamtel'])),
  payouts: z.array(z.enum(PAYOUT_CHANNELS)),
  demonstration: z.boolean(),
  /**
   * Card repayments at the hosted checkout (docs/product.md §27): `missing_public_key` when
   * FLUTTERWAVE_PUBLIC_KEY is not set (the option is off and the screen says why).
   */
  card: z.optional(z.object({ available: z.boolean(), reason: z.nullable(z.enum(['missing_public_key'])) })),
});
export type PaymentChannels = z.infer<typeof paymentChannelsSchema>;

/** What a borrower reads when a way to pay or to be paid is off (translated in i18n/answers). */
export const CHANNEL_OFF_TEXTS = {
  collections: (operator: string) =>
    `${operator} payments are not available yet. Please pay from a number on another network.`,
  payoutToWallet: (operator: string) =>
    `We cannot pay out to ${operator} wallets yet. Please choose a number on another network or a bank account.`,
  payoutToBank: 'We cannot pay out to bank accounts yet. Please choose mobile money.',
} as const;
