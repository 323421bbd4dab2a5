import { type Executor, sentReminders } from '@kwacha/db';
import { and, eq } from 'drizzle-orm';
import type { ReminderKind } from './servicing-rules';

/**
 * Claims one reminder: true only for the first caller, whatever the number of runs that day. Call it
 * in the transaction that queues the e-mail, so the record and the e-mail exist together or not at all.
 */
export async function claimReminder(
  tx: Executor,
  reminder: { loanId: string; instalment: number; kind: ReminderKind; dueDate: string; at: Date },
): Promise<boolean> {
  const rows = await tx
    .insert(sentReminders)
    .values({
      loanId: reminder.loanId,
      instalment: reminder.instalment,
      kind: reminder.kind,
      dueDate: reminder.dueDate,
      sentAt: reminder.at,
    })
    .onConflictDoNothing()
    .returning({ loanId: sentReminders.loanId });
  return rows.length > 0;
}

export async function attachReminderEmail(
  tx: Executor,
  reminder: { loanId: string; instalment: number; kind: ReminderKind },
  emailId: string,
) {
  await tx
    .update(sentReminders)
    .set({ emailId })
    .where(
      and(
        eq(sentReminders.loanId, reminder.loanId),
        eq(sentReminders.instalment, reminder.instalment),
        eq(sentReminders.kind, reminder.kind),
      ),
    );
}
