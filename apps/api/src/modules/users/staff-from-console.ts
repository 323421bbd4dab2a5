import type { AppContext } from '../../context';
import type { CreateStaffRequest, CreateStaffResponse } from '../../lib/admin-channel/admin-channel-protocol';
import { DomainError } from '../../lib/domain-errors';
import { recordAudit } from '../audit/audit.public';
import { createStaffAccount } from './staff-accounts.service';

/**
 * `npm run admin:create` against a running server (the local admin channel): the same account, the same
 * checks and messages as when the command opens the database itself, and an audit record naming the
 * console as the actor (there is no signed-in person).
 */
export async function createStaffFromConsole(
  ctx: Pick<AppContext, 'db'>,
  request: CreateStaffRequest,
): Promise<CreateStaffResponse> {
  try {
    const account = await createStaffAccount(ctx.db, request.account);
    await recordAudit(ctx.db, {
      actorId: null,
      action: 'user.staff_created',
      entityType: 'user',
      entityId: account.id,
      after: { email: account.email, role: account.role, via: 'npm run admin:create' },
    });
    return { ok: true, account: { email: account.email, username: account.username, role: account.role } };
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    const messages = error.details?.length ? error.details.map((d) => d.message) : [error.message];
    return { ok: false, messages };
  }
}
