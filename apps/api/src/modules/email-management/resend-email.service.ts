import type { EmailMessage, Executor } from '@kwacha/db';
import { EMAIL_MESSAGES, type EmailResent, resendModeOf } from '@kwacha/shared/staff/email-management';
import type { AppContext } from '../../context';
import { consumeAttempt, IDENTIFIER_LIMITS, identifierKey } from '../../lib/rate-limit/identifier-limits';
import { staffInvitationEmail } from '../admin-users/admin-users.emails';
import { recordAudit } from '../audit/audit.public';
import { passwordResetEmail, verificationEmail } from '../auth/auth.emails';
import { issueLinkToken } from '../auth/link-tokens';
import type { StoredBodies } from '../mail/delivered-secrets';
import { requeueFailedEmail } from '../mail/mail.public';
import type { RenderedEmail } from '../mail/templates/layout';
import { EMAIL_AUDIT_ENTITY, EMAIL_RESENT_ACTION } from './email-audit';
import { EmailNotFoundError, EmailResendRefusedError } from './email-management.errors';
import { type EmailAccount, findAccountOfEmail, findEmailForStaff } from './email-management.repository';
import { staffStatus } from './email-management.service';
import { bodiesToSendAgain, holdsMaskedUnsubscribeLink } from './resend-bodies';

export type EmailManagementContext = Pick<AppContext, 'db' | 'now' | 'mailer' | 'config' | 'attempts'>;

export interface Resent {
  result: EmailResent;
  message: string;
}

/**
 * POST /api/admin/emails/:id/resend — a failed message only. A link that opens an account is issued
 * afresh to the account's current address (never the old body again); a disbursement code is never
 * sent again; anything else is queued again as it was. Audited, without the body.
 */
export async function resendEmail(ctx: EmailManagementContext, actorId: string, id: string): Promise<Resent> {
  const message = await findEmailForStaff(ctx.db, id);
  if (!message) throw new EmailNotFoundError();
  const status = staffStatus(message, ctx.now());
  if (status !== 'failed') throw new EmailResendRefusedError(EMAIL_MESSAGES.onlyFailed(status));
  switch (resendModeOf(message.template)) {
    case 'never':
      throw new EmailResendRefusedError(EMAIL_MESSAGES.disbursementCode);
    case 'fresh-link':
      return sendFreshLink(ctx, actorId, message);
    case 'same-message':
      return sendSameMessage(ctx, actorId, message);
  }
}

type LinkKind = 'verify-email' | 'password-reset' | 'staff-invitation';

async function sendFreshLink(ctx: EmailManagementContext, actorId: string, message: EmailMessage) {
  const kind = message.template as LinkKind;
  const account = await findAccountOfEmail(ctx.db, message);
  if (!account) throw new EmailResendRefusedError(EMAIL_MESSAGES.accountGone);
  if (!account.isActive) throw new EmailResendRefusedError(EMAIL_MESSAGES.accountDeactivated);
  if (kind === 'verify-email' && account.isEmailVerified) {
    throw new EmailResendRefusedError(EMAIL_MESSAGES.alreadyVerified);
  }
  if (kind === 'staff-invitation' && account.role === 'user') {
    throw new EmailResendRefusedError(EMAIL_MESSAGES.notStaff);
  }
  // The limits a borrower's own request counts against, whoever asks (docs/product.md §15.4). Outside the
  // transaction: the counter store may be this same (single-connection) database.
  if (kind === 'verify-email') {
    await consumeAttempt(ctx.attempts, `verify:account:${account.id}`, IDENTIFIER_LIMITS.verificationEmail);
  } else {
    await consumeAttempt(
      ctx.attempts,
      identifierKey('reset:email', account.email),
      IDENTIFIER_LIMITS.passwordReset,
    );
  }
  const now = ctx.now();
  const newEmailId = await ctx.db.transaction(async (tx) => {
    // Issuing a link ends the account's unused links of that purpose, the failed message's among them.
    const purpose = kind === 'verify-email' ? 'verify_email' : 'reset_password';
    const token = await issueLinkToken(tx, ctx.config.sessionSecret, now, account.id, purpose);
    const email = freshLinkEmail(kind, account, ctx.config.appUrl, token);
    const queued = await ctx.mailer.queue(
      { to: account.email, ...email, userId: account.id, priority: 'security' },
      tx,
    );
    await recordAudit(tx, {
      actorId,
      action: EMAIL_RESENT_ACTION,
      entityType: EMAIL_AUDIT_ENTITY,
      entityId: message.id,
      after: { kind, recipient: account.email, link: 'fresh', newEmailId: queued },
    });
    return queued;
  });
  return {
    result: { id: newEmailId, how: 'fresh-link', recipient: account.email } satisfies EmailResent,
    message: EMAIL_MESSAGES.freshLinkSent(kind, account.email),
  };
}

/** The same e-mails the auth flow and staff creation send, with a new token. */
function freshLinkEmail(kind: LinkKind, account: EmailAccount, appUrl: string, token: string): RenderedEmail {
  switch (kind) {
    case 'verify-email':
      return verificationEmail(account, appUrl, token);
    case 'password-reset':
      return passwordResetEmail(account, appUrl, token);
    case 'staff-invitation':
      return staffInvitationEmail(
        {
          firstName: account.firstName ?? account.username,
          username: account.username,
          role: account.role === 'superuser' ? 'superuser' : 'admin',
        },
        appUrl,
        token,
      );
  }
}

async function sendSameMessage(ctx: EmailManagementContext, actorId: string, message: EmailMessage) {
  const prepared = await prepareSameMessage(ctx.db, ctx.config.sessionSecret, message);
  if (!prepared.ok) throw new EmailResendRefusedError(prepared.refusal);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    // Conditional on the message still being failed: a colleague's click at the same moment queues it once.
    if (!(await requeueFailedEmail(tx, message.id, now, prepared.bodies))) {
      throw new EmailResendRefusedError(EMAIL_MESSAGES.onlyFailed('queued'));
    }
    await recordAudit(tx, {
      actorId,
      action: EMAIL_RESENT_ACTION,
      entityType: EMAIL_AUDIT_ENTITY,
      entityId: message.id,
      before: { status: 'failed', attempts: message.attempts },
      after: { status: 'queued', attempts: 0, kind: message.template, recipient: message.toAddress },
    });
  });
  return {
    result: { id: message.id, how: 'same-message', recipient: message.toAddress } satisfies EmailResent,
    message: EMAIL_MESSAGES.requeued(message.toAddress),
  };
}

export type PreparedMessage = { ok: true; bodies?: StoredBodies } | { ok: false; refusal: string };

/**
 * Whether a failed message may go out again as it was, and with which bodies: a promotion only to a
 * person who still consents; a copy whose unsubscribe link was scrubbed gets it back; one that lost any
 * other link cannot go (its reader would get a dead link).
 */
export async function prepareSameMessage(
  db: Executor,
  secret: string,
  message: Pick<EmailMessage, 'template' | 'userId' | 'toAddress' | 'textBody' | 'htmlBody'>,
): Promise<PreparedMessage> {
  const isPromotion = message.template === 'promotion';
  const account =
    isPromotion || holdsMaskedUnsubscribeLink(message) ? await findAccountOfEmail(db, message) : undefined;
  if (isPromotion && !(account?.isActive && account.marketingOptIn)) {
    return { ok: false, refusal: EMAIL_MESSAGES.noConsent };
  }
  const again = bodiesToSendAgain(message, account && { secret, accountId: account.id });
  if (!again) return { ok: false, refusal: EMAIL_MESSAGES.linkRemoved };
  return again.restored ? { ok: true, bodies: again.bodies } : { ok: true };
}
