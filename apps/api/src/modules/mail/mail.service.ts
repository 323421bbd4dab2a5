import type { Database } from '@kwacha/db';
import type { JobQueue } from '../../jobs/job-queue';
import { insertEmail, type NewEmail } from './mail.repository';

export const SEND_EMAIL_JOB = 'email.send';

export interface Mailer {
  /** Stores the message (status queued) and asks the send job to deliver it. Returns the message id. */
  queue(email: NewEmail): Promise<string>;
}

export function createMailer(db: Database, jobs: JobQueue): Mailer {
  return {
    async queue(email) {
      const row = await insertEmail(db, email);
      // If this send is lost (crash right here), the sweep job finds the queued row and sends it.
      await jobs.send(SEND_EMAIL_JOB, { id: row.id }, { singletonKey: row.id });
      return row.id;
    },
  };
}
