import type { Executor } from '@kwacha/db';
import { isLanguage } from '@kwacha/shared/i18n/languages';
import { findSmsRecipient } from '../users/users.public';
import { insertSms } from './sms.repository';
import type { SmsBody, SmsKind } from './sms-texts';

/**
 * Queues a transactional text to a borrower next to the e-mail about the same event (docs/product.md
 * "SMS"). Pass the transaction of the change, like `mailer.queue(…, tx)`: the text is sent only if the
 * change commits. Nothing is queued unless the borrower turned SMS on, has a phone number and an active
 * account. Transactional texts need no marketing consent; promotions are never sent by SMS.
 * The body is a text, or a function writing it in the borrower's language (docs/product.md §22).
 * Answers the message id, or null when nothing was queued.
 */
export async function queueSmsToBorrower(
  tx: Executor,
  sms: { userId: string; kind: SmsKind; body: string | SmsBody },
  now: Date,
): Promise<string | null> {
  const recipient = await findSmsRecipient(tx, sms.userId);
  if (!recipient?.smsOptIn || !recipient.isActive || !recipient.phoneNumber) return null;
  const language = isLanguage(recipient.language) ? recipient.language : null;
  const body = typeof sms.body === 'string' ? sms.body : sms.body(language);
  const row = await insertSms(
    tx,
    { userId: sms.userId, to: recipient.phoneNumber, body, kind: sms.kind },
    now,
  );
  return row.id;
}
