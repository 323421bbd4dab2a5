import { bigserial, boolean, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every provider callback our webhooks received, one row per event it carried (one row for a callback that
 * was refused or carried nothing we act on): what it claimed, what we believed and what it did. Append-only
 * evidence for staff and for disputes with a provider. No body is kept: bodies carry payers' numbers.
 */
export const paymentCallbacks = pgTable(
  'payment_callbacks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The adapter that parsed it: mtn, airtel, lenco. */
    provider: text('provider').notNull(),
    /** The webhook it came to: mtn, airtel, airtel-disbursements, lenco. */
    channel: text('channel').notNull(),
    /** collection or disbursement; null when the callback was refused or named no transaction. */
    kind: text('kind'),
    /** Our reference (PAY-… or a disbursement's transaction id) as the callback named it. */
    reference: text('reference'),
    /** The state the callback claimed (successful, failed, pending, …). */
    claimedState: text('claimed_state'),
    /** True when the provider's signature vouched for the claim; false when a status call had to. */
    confirmed: boolean('confirmed'),
    /** The state we acted on: the claim when confirmed, otherwise the provider's status answer. */
    believedState: text('believed_state'),
    /**
     * applied, recorded, ignored, flagged, unknown_reference, other_provider (the row belongs to another
     * provider), rejected (bad signature or not a callback), error.
     */
    result: text('result').notNull(),
    /** Why it was refused or not applied; phone numbers masked. */
    detail: text('detail'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payment_callbacks_reference_idx').on(t.reference, t.id),
    index('payment_callbacks_received_idx').on(t.receivedAt, t.id),
  ],
);

export type PaymentCallback = typeof paymentCallbacks.$inferSelect;
export type NewPaymentCallback = typeof paymentCallbacks.$inferInsert;
