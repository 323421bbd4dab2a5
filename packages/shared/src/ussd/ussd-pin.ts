import { z } from 'zod';

/** The USSD PIN's texts on the profile (docs/product.md §26). */
export const USSD_PIN_MESSAGES = {
  format: 'Your USSD PIN must be exactly 4 digits.',
  tooEasy: 'Choose a PIN that is not four of the same digit or a run such as 1234.',
  noPhone: 'Add your mobile number to your profile before setting a USSD PIN.',
  saved: 'Your USSD PIN is set. Dial the short code from your registered number to use it.',
} as const;

/** PUT /api/me/ussd-pin: the new PIN, with the account's password to show it is the owner. */
export const ussdPinRequestSchema = z.strictObject({
  pin: z.string().regex(/^\d{4}$/, USSD_PIN_MESSAGES.format),
  password: z.string().min(1).max(200),
});
export type UssdPinRequest = z.infer<typeof ussdPinRequestSchema>;

/**
 * Whether the menu opens for the borrower: `not_set` also when the PIN was set for another number than the
 * one now registered (a changed number closes the menu until a new PIN is set).
 */
export const USSD_PIN_STATUSES = ['set', 'not_set', 'locked'] as const;
export type UssdPinStatus = (typeof USSD_PIN_STATUSES)[number];

export const ussdPinStateSchema = z.object({
  status: z.enum(USSD_PIN_STATUSES),
  setAt: z.string().nullable(),
});
export type UssdPinState = z.infer<typeof ussdPinStateSchema>;

/** Four of a digit (0000) or a run up or down (1234, 9876): the first guesses anyone makes. */
export function isTooEasyPin(pin: string): boolean {
  const digits = [...pin].map(Number);
  const steps = new Set(digits.slice(1).map((digit, i) => digit - (digits[i] ?? 0)));
  return steps.size === 1 && [0, 1, -1].includes([...steps][0] ?? 2);
}
