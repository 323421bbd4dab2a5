import type { Executor } from '@kwacha/db';
import {
  EMAIL_MESSAGES,
  emailKindLabel,
  type FailedEmailsRetried,
  resendModeOf,
} from '@kwacha/shared/staff/email-management';
import { recordAudit } from '../audit/audit.public';
import { requeueFailedEmail, requeueIntactFailedEmails } from '../mail/mail.public';
import { EMAIL_AUDIT_ENTITY, EMAIL_BULK_RESENT_ACTION } from './email-audit';
import type { EmailCursor } from './email-cursor';
import { EmailResendRefusedError } from './email-management.errors';
import { countFailedOfKind, findFailedOfKind } from './email-management.repository';
import { type EmailManagementContext, prepareSameMessage } from './resend-email.service';

// Promotions are judged one by one (consent, the unsubscribe link made again), this many at a time.
const PROMOTION_BATCH = 200;

/**
 * POST /api/admin/emails/retry-failed: queues again every failed message of one kind that goes out as it
 * was (never links that must be new each time, never codes), in one transaction with one audit record
 * that says how many.
 */
export async function retryFailedEmails(
  ctx: EmailManagementContext,
  actorId: string,
  kind: string,
): Promise<{ result: FailedEmailsRetried; message: string }> {
  const label = emailKindLabel(kind);
  const mode = resendModeOf(kind);
  if (mode === 'never') throw new EmailResendRefusedError(EMAIL_MESSAGES.disbursementCode);
  if (mode === 'fresh-link') throw new EmailResendRefusedError(EMAIL_MESSAGES.retryOneByOne(label));
  const now = ctx.now();
  const result = await ctx.db.transaction(async (tx) => {
    const count =
      kind === 'promotion'
        ? await requeuePromotions(tx, ctx.config.sessionSecret, kind, now)
        : await requeueIntactFailedEmails(tx, kind, now);
    // What is still failed could not go out as it was.
    const skipped = await countFailedOfKind(tx, kind);
    await recordAudit(tx, {
      actorId,
      action: EMAIL_BULK_RESENT_ACTION,
      entityType: EMAIL_AUDIT_ENTITY,
      entityId: kind,
      after: { kind, count, skipped },
    });
    return { kind, count, skipped };
  });
  return { result, message: EMAIL_MESSAGES.retried(result.count, label, result.skipped) };
}

async function requeuePromotions(tx: Executor, secret: string, kind: string, now: Date): Promise<number> {
  let count = 0;
  let after: EmailCursor | undefined;
  for (;;) {
    const batch = await findFailedOfKind(tx, kind, after, PROMOTION_BATCH);
    for (const message of batch) {
      const prepared = await prepareSameMessage(tx, secret, message);
      if (prepared.ok && (await requeueFailedEmail(tx, message.id, now, prepared.bodies))) count += 1;
    }
    const last = batch.at(-1);
    if (!last || batch.length < PROMOTION_BATCH) return count;
    after = { key: last.createdKey, id: last.id };
  }
}
