import { type Executor, notifications, users } from '@kwacha/db';
import type { NotificationType } from '@kwacha/shared';
import { and, eq, inArray } from 'drizzle-orm';

export interface NewNotice {
  type: NotificationType;
  message: string;
  loanId?: string | null;
}

/** Adds a notification for one user; call it in the transaction of the change it announces. */
export async function notifyUser(db: Executor, userId: string, notice: NewNotice): Promise<void> {
  await db.insert(notifications).values({ userId, ...notice, loanId: notice.loanId ?? null });
}

/** Adds the notification for every active admin and superuser (e.g. a new loan application). */
export async function notifyStaff(db: Executor, notice: NewNotice): Promise<void> {
  const staff = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.role, ['admin', 'superuser']), eq(users.isActive, true)));
  if (staff.length === 0) return;
  await db
    .insert(notifications)
    .values(staff.map((s) => ({ userId: s.id, ...notice, loanId: notice.loanId ?? null })));
}
