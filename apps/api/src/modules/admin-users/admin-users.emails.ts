import { STAFF_PASSWORD_MESSAGE } from '@kwacha/shared/auth/password-rules';
import { ROLE_LABELS } from '@kwacha/shared/staff/admin-users';
import { type RenderedEmail, renderEmail } from '../mail/templates/layout';

export const STAFF_INVITATION_TEMPLATE = 'staff-invitation';

/**
 * To a staff member a superuser created: the account exists and is verified, but its password is random
 * and known to nobody, so the person chooses their own through the password-reset page (one hour, once).
 */
export function staffInvitationEmail(
  account: { firstName: string; username: string; role: 'admin' | 'superuser' },
  appUrl: string,
  token: string,
): RenderedEmail {
  return renderEmail({
    template: STAFF_INVITATION_TEMPLATE,
    subject: 'Your Kwacha Loans staff account',
    greeting: `Hello ${account.firstName},`,
    paragraphs: [
      `A Kwacha Loans ${ROLE_LABELS[account.role].toLowerCase()} account has been created for you. You can sign in with this e-mail address or the username ${account.username}.`,
      `First choose your password with the link below. ${STAFF_PASSWORD_MESSAGE} The link is valid for 1 hour and can be used once; if it has expired, use "Forgot password" on the login page to get a new one.`,
    ],
    action: { label: 'Choose my password', url: `${appUrl}/reset-password/${encodeURIComponent(token)}` },
  });
}

/**
 * To a borrower a superuser made staff. Their password was chosen under the borrower rules (six
 * characters through a reset link), so it was replaced by one nobody knows and they choose a new one.
 * The staff invitation's template, so that e-mail management sends a fresh link if this one fails.
 */
export function staffPromotionEmail(
  account: { firstName: string | null; username: string; role: 'admin' | 'superuser' },
  appUrl: string,
  token: string,
): RenderedEmail {
  const role = `${account.role === 'admin' ? 'an' : 'a'} ${ROLE_LABELS[account.role].toLowerCase()}`;
  return renderEmail({
    template: STAFF_INVITATION_TEMPLATE,
    subject: 'Your Kwacha Loans staff account',
    greeting: `Hello ${account.firstName ?? account.username},`,
    paragraphs: [
      `Your Kwacha Loans account is now ${role} account. Your old password no longer works and you have been signed out everywhere.`,
      `Choose a new password with the link below. ${STAFF_PASSWORD_MESSAGE} The link is valid for 1 hour and can be used once; if it has expired, use "Forgot password" on the login page to get a new one.`,
    ],
    action: { label: 'Choose my password', url: `${appUrl}/reset-password/${encodeURIComponent(token)}` },
  });
}
