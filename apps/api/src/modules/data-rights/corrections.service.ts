import { type SessionUser, violatedUniqueIndex } from '@kwacha/db';
import type { PublicUser } from '@kwacha/shared/auth/user';
import {
  CORRECTABLE_FIELD_LABELS,
  type CorrectableField,
  type CorrectionRequest,
  type EmailChangeRequest,
} from '@kwacha/shared/data-rights/data-rights';
import type { AppContext } from '../../context';
import { recordAudit } from '../audit/audit.public';
import { verificationEmail } from '../auth/auth.emails';
import { issueLinkToken } from '../auth/link-tokens';
import { toPublicUser } from '../auth/public-user';
import { notifyStaff } from '../notifications/notifications.public';
import { changeEmail, findUserByEmail, lockUserById } from '../users/users.public';
import {
  CorrectionPendingError,
  EmailTakenError,
  SameEmailError,
  SameValueError,
} from './data-rights.errors';
import { hasPendingCorrection, insertRequest } from './data-rights.repository';
import { emailChangedEmail } from './email-changed.emails';
import { checkPassword } from './password-check';

type Ctx = Pick<AppContext, 'db' | 'now' | 'attempts' | 'mailer' | 'config'>;

/**
 * A borrower changes their own e-mail (docs/product.md §18.3): the password again, the new address
 * unverified until its link is opened (the same link as at registration), and a note to the old address.
 * Logged as a completed correction.
 */
export async function changeOwnEmail(
  ctx: Ctx,
  user: SessionUser,
  input: EmailChangeRequest,
): Promise<PublicUser> {
  if (input.email === user.email) throw new SameEmailError();
  await checkPassword(ctx, user, input.password);
  if (await findUserByEmail(ctx.db, input.email)) throw new EmailTakenError();
  const now = ctx.now();
  try {
    return await ctx.db.transaction(async (tx) => {
      const changed = await changeEmail(tx, user.id, input.email, now);
      if (!changed) throw new Error(`user ${user.id} vanished`);
      const token = await issueLinkToken(tx, ctx.config.sessionSecret, now, user.id, 'verify_email');
      await ctx.mailer.queue(
        { to: changed.email, userId: user.id, ...verificationEmail(changed, ctx.config.appUrl, token) },
        tx,
      );
      await ctx.mailer.queue(
        { to: user.email, userId: user.id, ...emailChangedEmail(user, ctx.config.appUrl) },
        tx,
      );
      await insertRequest(tx, {
        userId: user.id,
        kind: 'correction',
        status: 'completed',
        details: { field: 'email' },
        outcome: 'Your e-mail address was changed; the new address must be verified.',
        createdAt: now,
        completedAt: now,
      });
      await recordAudit(tx, {
        actorId: user.id,
        action: 'user.email_changed',
        entityType: 'user',
        entityId: user.id,
      });
      return toPublicUser(changed);
    });
  } catch (error) {
    if (violatedUniqueIndex(error) === 'users_email_key') throw new EmailTakenError();
    throw error;
  }
}

const currentValue = (user: SessionUser, field: CorrectableField) =>
  field === 'nrcNumber' ? user.nrcNumber : user.dateOfBirth;

/** NRC number and date of birth: the borrower asks, staff check the card and decide (staff-decisions.service.ts). */
export async function fileCorrection(ctx: Ctx, user: SessionUser, input: CorrectionRequest) {
  if (currentValue(user, input.field) === input.newValue) throw new SameValueError();
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    // The account's lock makes two requests sent at once wait for each other: one pending at a time.
    await lockUserById(tx, user.id);
    if (await hasPendingCorrection(tx, user.id)) throw new CorrectionPendingError();
    const row = await insertRequest(tx, {
      userId: user.id,
      kind: 'correction',
      status: 'pending',
      details: { field: input.field, newValue: input.newValue, reason: input.reason },
      createdAt: now,
    });
    await notifyStaff(tx, {
      type: 'info',
      message: `A borrower asked to correct their ${CORRECTABLE_FIELD_LABELS[input.field]}.`,
    });
    return row;
  });
}
