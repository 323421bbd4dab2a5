import type { Database, EmailPriority, Executor } from '@kwacha/db';
import { insertEmail, type NewEmail } from './mail.repository';

export interface Mailer {
  /**
   * Writes the message to the outbox (status queued). Pass the transaction of the change that causes the
   * message, so that both commit together or not at all; the mail sender delivers it from there. The
   * priority follows the template (codes and links first) unless given. Returns the message id.
   */
  queue(email: NewEmail & { priority?: EmailPriority }, tx?: Executor): Promise<string>;
}

export function createMailer(db: Database, now: () => Date, onQueued: () => void = () => {}): Mailer {
  return {
    async queue(email, tx = db) {
      const row = await insertEmail(tx, email, now());
      // Wakes this process's sender; a message written inside a transaction not yet committed is simply
      // found on its next look (within a second).
      onQueued();
      return row.id;
    },
  };
}
