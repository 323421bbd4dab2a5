import type { Database, EmailPriority } from '@kwacha/db';
import type { JobQueue } from '../../jobs/job-queue';
import { JOB_PRIORITY, jobOfLane, laneOf, priorityOfTemplate } from './mail-lanes';
import { insertEmail, type NewEmail } from './mail.repository';

export { SEND_BULK_EMAIL_JOB, SEND_EMAIL_JOB } from './mail-lanes';

export interface Mailer {
  /**
   * Stores the message (status queued) and asks its lane's send job to deliver it. The priority follows
   * the template (codes and links first) unless given. Returns the message id.
   */
  queue(email: NewEmail & { priority?: EmailPriority }): Promise<string>;
}

/** Asks the right lane to deliver a stored message, at its priority, now or after `startAfter` seconds. */
export function sendJobFor(jobs: JobQueue, id: string, priority: EmailPriority, startAfter?: number) {
  return jobs.send(
    jobOfLane(laneOf(priority)),
    { id },
    { priority: JOB_PRIORITY[priority], ...(startAfter !== undefined && { startAfter }) },
  );
}

export function createMailer(db: Database, jobs: JobQueue): Mailer {
  return {
    async queue(email) {
      const priority = email.priority ?? priorityOfTemplate(email.template);
      const row = await insertEmail(db, { ...email, priority });
      // If this send is lost (crash right here), the sweep job finds the queued row and sends it.
      await sendJobFor(jobs, row.id, priority);
      return row.id;
    },
  };
}
