import { z } from 'zod';

/**
 * The borrower's choice to get texts as well as e-mails (docs/product.md "SMS"): decisions, pay-outs,
 * payment receipts and due-date reminders. Off until turned on. Transactional, so no marketing consent is
 * involved; promotions are never sent by SMS.
 */
export const SMS_PREFERENCE_LABEL = 'Also send me text messages (SMS)';

export const SMS_PREFERENCE_MESSAGES = {
  on: 'We will also send you text messages.',
  off: 'We will no longer send you text messages.',
  choose: 'Choose whether you want text messages.',
} as const;

/** PUT /api/me/sms-preference. */
export const smsPreferenceRequestSchema = z.strictObject({
  smsOptIn: z.boolean({ error: SMS_PREFERENCE_MESSAGES.choose }),
});
export type SmsPreferenceRequest = z.infer<typeof smsPreferenceRequestSchema>;

/** GET and PUT /api/me/sms-preference: the choice, and the number texts go to (null: none on file). */
export const smsPreferenceSchema = z.object({
  smsOptIn: z.boolean(),
  phoneNumber: z.string().nullable(),
});
export type SmsPreference = z.infer<typeof smsPreferenceSchema>;
