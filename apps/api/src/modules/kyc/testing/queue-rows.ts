import { type Executor, kycChecks, users } from '@kwacha/db';
import type { KycQueueStatus } from '@kwacha/shared/kyc/kyc';
import { sql } from 'drizzle-orm';

/** One borrower of the staff queue, written straight to the database, for tests that need hundreds. */
export interface QueuedCheck {
  status: KycQueueStatus;
  /** Exact UTC text with microseconds (`2001-01-01T00:00:00.000001Z`), or null for no submission time. */
  submittedAt: string | null;
  role?: 'user' | 'admin';
}

let sequence = 0;

/** Inserts the users and their kyc_checks rows in two statements; answers the user ids in order. */
export async function insertQueuedChecks(db: Executor, checks: readonly QueuedCheck[]): Promise<string[]> {
  const rows = await db
    .insert(users)
    .values(
      checks.map((check) => {
        sequence += 1;
        return {
          username: `queued.${sequence}`,
          email: `queued.${sequence}@example.com`,
          passwordHash: 'not-a-real-hash',
          role: check.role ?? 'user',
          firstName: 'Queued',
          lastName: `Borrower ${sequence}`,
          isEmailVerified: true,
        };
      }),
    )
    .returning({ id: users.id });
  const ids = rows.map((row) => row.id);
  await db.insert(kycChecks).values(
    checks.map((check, index) => {
      const decided = check.status === 'submitted' ? null : new Date('2001-06-01T00:00:00Z');
      return {
        userId: ids[index] as string,
        status: check.status,
        submittedAt: check.submittedAt === null ? null : sql`${check.submittedAt}::timestamptz`,
        decidedAt: decided,
        ...(check.status === 'needs_another_photo' && {
          reason: 'The photo is blurred.',
          reasonKind: 'selfie' as const,
        }),
      };
    }),
  );
  return ids;
}

/** Exact UTC text `micros` microseconds after 2001-01-01 00:00:00 (below one second). */
export const microsAfter2001 = (micros: number) => `2001-01-01T00:00:00.${String(micros).padStart(6, '0')}Z`;
