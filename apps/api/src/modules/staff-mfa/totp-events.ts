import type { Executor } from '@kwacha/db';
import { recordAudit } from '../audit/audit.public';
import type { StaffMfaContext } from './staff-mfa.context';

/**
 * An authentication event of the authenticator app: an audit record (the staff member is the subject,
 * and the actor unless a superuser acted) and a log line, never with the code, the secret or a recovery
 * code.
 */
export async function recordTotpEvent(
  ctx: Pick<StaffMfaContext, 'logger'>,
  db: Executor,
  userId: string,
  event: { action: string; actorId?: string; after?: Record<string, unknown> },
): Promise<void> {
  await recordAudit(db, {
    actorId: event.actorId ?? userId,
    action: event.action,
    entityType: 'user',
    entityId: userId,
    after: event.after ?? null,
  });
  const refused = event.action.endsWith('refused');
  ctx.logger[refused ? 'warn' : 'info'](
    { authEvent: event.action, userId, ...(event.actorId && { actorId: event.actorId }), ...event.after },
    refused ? 'authenticator code refused' : 'authenticator app event',
  );
}
