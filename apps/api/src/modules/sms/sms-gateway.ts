/**
 * The messaging port (docs/product.md "SMS"): one text to one number. The SMS sender hands each queued
 * message to the gateway SMS_PROVIDER names; adapters translate to their provider's wire format.
 */
export interface SmsGateway {
  /** Stored on the message as `provider`; delivery reports are matched within it. */
  readonly name: 'sink' | 'africastalking';
  /**
   * Resolves `accepted` with the provider's message id, or `refused` when the provider will never take
   * this message (a bad number, a blacklisted one): it is not tried again. Throws when the outcome is
   * unknown or temporary (network, timeout, 5xx, no credit): the sender tries again later.
   */
  send(message: { to: string; body: string }): Promise<SmsSendResult>;
}

export type SmsSendResult =
  | { outcome: 'accepted'; providerMessageId: string }
  | { outcome: 'refused'; reason: string };

/** A number in logs: only its last three digits (the payment adapters' rule, webhooks/mask-phone-numbers.ts). */
export function maskNumber(number: string): string {
  const digits = number.replace(/\D/g, '');
  return `${'*'.repeat(Math.max(digits.length - 3, 0))}${digits.slice(-3)}`;
}
