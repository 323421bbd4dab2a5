import type { Executor } from '@kwacha/db';
import { kycChecks } from '@kwacha/db';

/**
 * Test support (API tests and e2e/support): marks a borrower's identity documents approved without
 * photos or a reviewer, so a test about something else (disbursement) can move money. Writes the row
 * directly; the real path is upload → submit → staff approval (kyc.routes.ts, staff-kyc.routes.ts).
 */
export async function approveKycFor(ctx: { db: Executor }, userId: string, now = new Date()): Promise<void> {
  await ctx.db
    .insert(kycChecks)
    .values({ userId, status: 'approved', submittedAt: now, decidedAt: now })
    .onConflictDoUpdate({
      target: kycChecks.userId,
      set: { status: 'approved', reason: null, reasonKind: null, decidedAt: now, updatedAt: now },
    });
}

/**
 * The same as SQL, for callers holding only a database connection (e2e/support): one statement with the
 * user's id as its only parameter ($1).
 */
export const APPROVE_KYC_SQL = `insert into kyc_checks (user_id, status, submitted_at, decided_at)
values ($1, 'approved', now(), now())
on conflict (user_id) do update set status = 'approved', reason = null, reason_kind = null,
  decided_at = now(), updated_at = now()`;
