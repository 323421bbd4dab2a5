import { consentEvents, type Executor, type NewConsentEvent } from '@kwacha/db';
import { and, desc, eq } from 'drizzle-orm';

// The consent module owns consent_events (append-only: rows are inserted, never deleted; the one update is
// erasure clearing where a record came from, clearConsentOriginsOf).
export async function insertConsentEvent(db: Executor, event: NewConsentEvent) {
  const [row] = await db.insert(consentEvents).values(event).returning();
  if (!row) throw new Error('insert into consent_events returned no row');
  return row;
}

/** The newest records of one purpose for an account, newest first (consent_events_user_idx). */
export async function findConsentEventsOfUser(db: Executor, userId: string, purpose: string, limit: number) {
  return db
    .select()
    .from(consentEvents)
    .where(and(eq(consentEvents.userId, userId), eq(consentEvents.purpose, purpose)))
    .orderBy(desc(consentEvents.id))
    .limit(limit);
}

/** The newest grant of a purpose: the wording a later withdrawal withdraws from. */
export async function findLatestGrant(db: Executor, userId: string, purpose: string) {
  const [row] = await db
    .select()
    .from(consentEvents)
    .where(
      and(
        eq(consentEvents.userId, userId),
        eq(consentEvents.purpose, purpose),
        eq(consentEvents.granted, true),
      ),
    )
    .orderBy(desc(consentEvents.id))
    .limit(1);
  return row;
}

/**
 * An erased account's consent log keeps what was agreed and withdrawn and when (evidence), but not
 * where from: the address and browser are personal data.
 */
export async function clearConsentOriginsOf(db: Executor, userId: string): Promise<void> {
  await db
    .update(consentEvents)
    .set({ ipAddress: null, userAgent: null })
    .where(eq(consentEvents.userId, userId));
}

/** The consent given for one application (purpose 'credit_bureau'), newest first: the grant in force. */
export async function findLoanConsent(db: Executor, loanId: string, purpose: string) {
  const [row] = await db
    .select()
    .from(consentEvents)
    .where(and(eq(consentEvents.loanId, loanId), eq(consentEvents.purpose, purpose)))
    .orderBy(desc(consentEvents.id))
    .limit(1);
  return row;
}
