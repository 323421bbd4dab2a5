import { type Executor, loanApplications, sentReminders } from '@kwacha/db';
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { ReminderKind } from './servicing-rules';

/** The next `limit` loans the daily job looks at, in id order after `afterId` (keyset, never OFFSET). */
export async function loanIdsToService(db: Executor, afterId: string | undefined, limit: number) {
  const rows = await db
    .select({ id: loanApplications.id })
    .from(loanApplications)
    .where(
      and(
        inArray(loanApplications.status, ['active', 'overdue']),
        afterId ? gt(loanApplications.id, afterId) : undefined,
      ),
    )
    .orderBy(asc(loanApplications.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** active → overdue, remembering that the loan was once overdue (the instant-approval rules read it). */
export async function markOverdue(tx: Executor, loanId: string, at: Date) {
  const [row] = await tx
    .update(loanApplications)
    .set({ status: 'overdue', everOverdue: true, updatedAt: at })
    .where(and(eq(loanApplications.id, loanId), eq(loanApplications.status, 'active')))
    .returning();
  return row;
}

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
