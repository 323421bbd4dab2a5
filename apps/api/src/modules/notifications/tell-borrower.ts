import type { Executor } from '@kwacha/db';
import { isLanguage } from '@kwacha/shared/i18n/languages';
import type { Mailer } from '../mail/mail.service';
import { queueSms, textableNumber } from '../sms/sms.service';
import { findBorrowerContact } from '../users/users.public';
import { type BorrowerEvent, messagesOf } from './borrower-events';
import { notifyUser } from './notifications.repository';

export interface TellDeps {
  mailer: Mailer;
  appUrl: string;
  now: Date;
}

/** The outbox rows written, for callers that keep them (a reminder keeps its e-mail's id). */
export interface Told {
  emailId: string | null;
  smsId: string | null;
}

/**
 * Tells the borrower what happened: the bell notice, the e-mail and the text the event calls for
 * (borrower-events.ts), each once, in their language. Call it in the transaction of the change it tells
 * of: a change rolled back reaches no one, and the outbox sends what committed. The borrower is read once.
 * It is the only way a module tells a borrower anything (tell-borrower.guard.test.ts keeps it so).
 */
export async function tellBorrower(
  tx: Executor,
  deps: TellDeps,
  userId: string,
  event: BorrowerEvent,
): Promise<Told> {
  const messages = messagesOf(event, deps.appUrl);
  const borrower = await findBorrowerContact(tx, userId);
  const language = isLanguage(borrower.language) ? borrower.language : null;
  if (messages.bell) {
    await notifyUser(tx, userId, {
      type: messages.bell.type,
      loanId: messages.bell.loanId ?? null,
      message: messages.bell.text(language),
    });
  }
  const emailId = messages.email
    ? await deps.mailer.queue({ to: borrower.email, userId, ...messages.email(borrower) }, tx)
    : null;
  const to = messages.sms ? textableNumber(borrower) : null;
  const smsId =
    messages.sms && to
      ? await queueSms(
          tx,
          { userId, to, kind: messages.sms.kind, body: messages.sms.text(language) },
          deps.now,
        )
      : null;
  return { emailId, smsId };
}
