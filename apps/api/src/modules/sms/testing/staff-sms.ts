import { smsMessages } from '@kwacha/db';
import { sql } from 'drizzle-orm';
import { verifiedBorrower } from '../../../testing/factories';
import type { TestApp } from '../../../testing/test-app';
import { setSmsOptIn } from '../../users/users.repository';
import { recordSmsFailure } from '../sms.repository';
import { queueSmsToBorrower } from '../sms.service';

export const REMINDER_BODY =
  'Kwacha Loans: K181.55 is due on 2026-12-21 for loan 1a2b3c4d. Pay in your account to avoid a late fee.';

/** A verified borrower who turned texts on. */
export async function textingBorrower(t: TestApp) {
  const borrower = await verifiedBorrower(t);
  await setSmsOptIn(t.ctx.db, borrower.userId, true, t.ctx.now());
  return borrower;
}

/** A reminder text queued to the borrower, as the servicing run writes it. */
export async function queuedSms(t: TestApp, userId: string, body = REMINDER_BODY) {
  const id = await queueSmsToBorrower(t.ctx.db, { userId, kind: 'payment_reminder', body }, t.ctx.now());
  if (!id) throw new Error(`no text queued to ${userId}`);
  return id;
}

/** A reminder the provider refused for good (an invalid number), as the sender leaves it. */
export async function failedSms(t: TestApp, userId: string, body = REMINDER_BODY) {
  const id = await queuedSms(t, userId, body);
  await recordSmsFailure(t.ctx.db, id, {
    provider: 'africastalking',
    error: '403 InvalidPhoneNumber',
    retryAt: null,
    at: t.ctx.now(),
  });
  return id;
}

/**
 * `count` delivered texts to numbers ending in `suffix`, written straight to the outbox with chosen
 * times: five to a millisecond, and within it two pairs written in the same microsecond, so a page that
 * compared milliseconds, or ignored the id, would repeat or skip some. Answers them newest first, in the
 * order the list must show them.
 */
export async function textsAtCloseTimes(t: TestApp, count: number, suffix: string) {
  const base = Date.parse('2026-11-20T08:00:00.000Z');
  const rows = Array.from({ length: count }, (_, i) => ({
    ms: base + Math.floor(i / 5),
    micro: Math.floor((i % 5) / 2),
    toNumber: `+26095${String(i).padStart(7 - suffix.length, '0')}${suffix}`,
  }));
  const inserted = await t.ctx.db
    .insert(smsMessages)
    .values(
      rows.map((row, i) => ({
        userId: null,
        toNumber: row.toNumber,
        body: `Text ${i} of the paging test.`,
        kind: 'payment_received',
        status: 'delivered' as const,
        createdAt: sql`${new Date(row.ms).toISOString()}::timestamptz + ${row.micro} * interval '1 microsecond'`,
      })),
    )
    .returning({ id: smsMessages.id, toNumber: smsMessages.toNumber });
  const byNumber = new Map(rows.map((row) => [row.toNumber, row]));
  const order = (id: string, toNumber: string) => {
    const row = byNumber.get(toNumber);
    if (!row) throw new Error(`unexpected ${toNumber}`);
    return { id, key: row.ms * 1000 + row.micro };
  };
  return inserted
    .map((row) => order(row.id, row.toNumber))
    .sort((a, b) => b.key - a.key || (a.id < b.id ? 1 : -1))
    .map((row) => row.id);
}
