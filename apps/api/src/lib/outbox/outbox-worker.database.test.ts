import { type DatabaseHandle, type EmailMessage, emailMessages } from '@kwacha/db';
import { createTestDatabase } from '@kwacha/db/testing';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { claimDueEmails, insertEmail, markEmailSent } from '../../modules/mail/mail.repository';
import { createLogger } from '../logger';
import { type OutboxLane, OutboxWorker } from './outbox-worker';

/**
 * Workers in several processes share one outbox through its claim (SKIP LOCKED, with a lease): run on the
 * real database's claim of the e-mail outbox, two workers together send each message exactly once.
 */
describe('two OutboxWorkers on one outbox', () => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await createTestDatabase(inject('testDatabaseBase'));
  });
  afterAll(async () => {
    await database.close();
  });

  it('never send a message twice', async () => {
    const db = database.db;
    const sends: string[] = [];
    const lane: OutboxLane<EmailMessage, void> = {
      batch: 3,
      claim: (claim) => claimDueEmails(db, { ...claim, priorities: ['security', 'transactional', 'bulk'] }),
      async send(email) {
        sends.push(email.id);
        // Long enough for the other worker to look while this one holds its claim.
        await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20));
        return { outcome: 'sent', receipt: undefined };
      },
      recordSent: (email, _receipt, at) =>
        markEmailSent(db, email.id, { transport: 'smtp', bodies: email, at }),
      recordFailure: () => Promise.reject(new Error('nothing fails here')),
    };
    const worker = () =>
      new OutboxWorker<EmailMessage, void>({
        name: 'test sender',
        lanes: [lane],
        logger: createLogger('silent'),
        now: () => new Date(),
        maxAttempts: 6,
        leaseMs: 60_000,
        pollIntervalMs: 10,
        logFields: (email) => ({ emailId: email.id }),
        messages: { failed: 'e-mail delivery failed' },
      });
    const ids: string[] = [];
    for (let n = 0; n < 20; n += 1) {
      const email = {
        to: `borrower${n}@example.zm`,
        subject: 'Paid out',
        template: 'disbursed',
        text: 'x',
        html: 'x',
      };
      ids.push((await insertEmail(db, email, new Date())).id);
    }

    const workers = [worker(), worker()];
    for (const w of workers) w.start();
    try {
      await vi.waitFor(
        async () => {
          const statuses = await db
            .select({ status: emailMessages.status })
            .from(emailMessages)
            .where(inArray(emailMessages.id, ids));
          expect(statuses.filter((row) => row.status === 'sent')).toHaveLength(ids.length);
        },
        { timeout: 15_000, interval: 50 },
      );
    } finally {
      await Promise.all(workers.map((w) => w.stop()));
    }
    expect(sends.sort()).toEqual([...ids].sort());
  });
});
