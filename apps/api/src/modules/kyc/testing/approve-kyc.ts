import type { Executor } from '@kwacha/db';
import { kycChecks } from '@kwacha/db';

/**
 * Test support: marks a borrower's identity documents approved without
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
