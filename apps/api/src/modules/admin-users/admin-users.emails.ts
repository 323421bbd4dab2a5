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
      'First choose your password with the link below. The link is valid for 1 hour and can be used once; if it has expired, use "Forgot password" on the login page to get a new one.',
    ],
    action: { label: 'Choose my password', url: `${appUrl}/reset-password/${encodeURIComponent(token)}` },
  });
}
