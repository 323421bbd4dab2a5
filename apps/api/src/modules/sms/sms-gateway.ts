/**
 * The messaging port (docs/product.md "SMS"): one text to one number. The SMS sender hands each queued
 * message to the gateway SMS_PROVIDER names; adapters translate to their provider's wire format.
 */
export interface SmsGateway {
  /** Stored on the message as `provider`; delivery reports are matched within it. */
  readonly name: 'sink' | 'africastalking';
  /**
   * What became of one text. A gateway that throws is read as `unknown`: it may have sent the text
   * before it failed.
   */
  send(message: { to: string; body: string }): Promise<SmsSendResult>;
}

/**
 * - `accepted`: the provider took it, under its own message id.
 * - `refused`: the provider will never take this message (a bad number, a blacklisted one): not tried
 *   again.
 * - `not_sent`: the provider certainly did not take it, for a reason that may clear (it could not be
 *   reached, it refused the request, no credit): tried again later.
 * - `unknown`: it may have taken it (no answer in time, a 5xx, the connection dropped after the request
 *   went out). Providers without duplicate protection send a repeated request twice, so it is never tried
 *   again by itself: a delivery report settles it, or staff send it again (docs/product.md §19.3).
 */
export type SmsSendResult =
  | { outcome: 'accepted'; providerMessageId: string }
  | { outcome: 'refused' | 'not_sent' | 'unknown'; reason: string };

/** A number in logs: only its last three digits (the payment adapters' rule, webhooks/mask-phone-numbers.ts). */
export function maskNumber(number: string): string {
  const digits = number.replace(/\D/g, '');
  return `${'*'.repeat(Math.max(digits.length - 3, 0))}${digits.slice(-3)}`;
}
