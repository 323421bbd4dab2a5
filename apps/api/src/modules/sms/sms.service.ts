import type { Executor } from '@kwacha/db';
import { isLanguage } from '@kwacha/shared/i18n/languages';
import { findSmsRecipient } from '../users/users.public';
import { insertSms } from './sms.repository';
import type { SmsBody, SmsKind } from './sms-texts';

/**
 * The number a transactional text may go to, or null: only a borrower who turned SMS on, has a phone
 * number and an active account is texted (docs/product.md "SMS"). Transactional texts need no marketing
 * consent; promotions are never sent by SMS.
 */
export function textableNumber(recipient: {
  smsOptIn: boolean;
  isActive: boolean;
  phoneNumber: string | null;
}): string | null {
  return recipient.smsOptIn && recipient.isActive && recipient.phoneNumber ? recipient.phoneNumber : null;
}

/**
 * Writes a text to the outbox in the transaction of the change it tells of: it is sent only if the change
 * commits. Telling a borrower goes through the notifications module (tellBorrower), which calls this.
 */
export async function queueSms(
  tx: Executor,
  sms: { userId: string; to: string; kind: SmsKind; body: string },
  now: Date,
): Promise<string> {
  const row = await insertSms(tx, sms, now);
  return row.id;
}

/**
 * Reads the borrower and queues a text when they take texts, for staff's resend and for tests; answers the
 * message id, or null when nothing was queued. The body is a text, or a function writing it in the
 * borrower's language (docs/product.md §22).
 */
export async function queueSmsToBorrower(
  tx: Executor,
  sms: { userId: string; kind: SmsKind; body: string | SmsBody },
  now: Date,
): Promise<string | null> {
  const recipient = await findSmsRecipient(tx, sms.userId);
  const to = recipient ? textableNumber(recipient) : null;
  if (!recipient || !to) return null;
  const language = isLanguage(recipient.language) ? recipient.language : null;
  const body = typeof sms.body === 'string' ? sms.body : sms.body(language);
  return queueSms(tx, { userId: sms.userId, to, body, kind: sms.kind }, now);
}
