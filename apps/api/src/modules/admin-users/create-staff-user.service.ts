import { randomBytes } from 'node:crypto';
import type { AdminUserProfile, createStaffUserRequestSchema } from '@kwacha/shared/staff/admin-users';
import type { z } from 'zod';
import { recordAudit } from '../audit/audit.public';
import { issueLinkToken } from '../auth/link-tokens';
import { createStaffAccount } from '../users/staff-accounts.service';
import type { AdminUsersContext } from './admin-user-actions.service';
import { staffInvitationEmail } from './admin-users.emails';
import { loadAdminUserProfile } from './admin-users.service';

export type CreateStaffUser = z.output<typeof createStaffUserRequestSchema>;

/**
 * 256 random bits that nobody ever sees, with the characters the password rules ask for, so that
 * createStaffAccount (and its checks) can be used as the CLI uses it. The account is usable only once
 * its owner has chosen a password through the e-mailed link.
 */
export function unusablePassword(): string {
  return `${randomBytes(32).toString('base64url')}Aa1!`;
}

/**
 * POST /api/admin/users: a verified staff account with an unusable password, and a "choose your
 * password" e-mail carrying a password-reset link — one transaction, so there is never an account
 * without its e-mail or its audit record.
 */
export async function createStaffUser(
  ctx: AdminUsersContext,
  actorId: string,
  input: CreateStaffUser,
): Promise<AdminUserProfile> {
  const now = ctx.now();
  const id = await ctx.db.transaction(async (tx) => {
    const account = await createStaffAccount(tx, { ...input, password: unusablePassword() });
    const token = await issueLinkToken(tx, ctx.config.sessionSecret, now, account.id, 'reset_password');
    const email = staffInvitationEmail(
      { firstName: input.firstName, username: account.username, role: account.role },
      ctx.config.appUrl,
      token,
    );
    // A link that opens an account travels in the security lane, like a reset link.
    await ctx.mailer.queue({ to: account.email, ...email, priority: 'security' }, tx);
    await recordAudit(tx, {
      actorId,
      action: 'user.staff_created',
      entityType: 'user',
      entityId: account.id,
      after: {
        email: account.email,
        role: account.role,
        firstName: input.firstName,
        lastName: input.lastName,
        passwordSetBy: 'e-mailed link',
      },
    });
    return account.id;
  });
  return loadAdminUserProfile(ctx.db, id);
}
