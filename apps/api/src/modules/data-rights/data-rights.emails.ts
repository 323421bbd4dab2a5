import { type RenderedEmail, renderEmail } from '../mail/templates/layout';

interface Recipient {
  firstName: string | null;
  username: string;
}

const greet = (user: Recipient) => `Hello ${user.firstName ?? user.username},`;

/** To the old address after an e-mail change: the owner learns of it even if someone else made it. */
export function emailChangedEmail(user: Recipient, appUrl: string): RenderedEmail {
  return renderEmail({
    template: 'email-changed',
    subject: 'Your e-mail address was changed',
    greeting: greet(user),
    paragraphs: [
      'The e-mail address of your Kwacha Loans account was changed just now. We will write to the new address from now on.',
      'If you did not make this change, contact us at once and reset your password.',
    ],
    action: { label: 'Contact us', url: `${appUrl}/contact-us` },
  });
}

/** A correction request decided by staff. */
export function correctionDecidedEmail(user: Recipient, appUrl: string, outcome: string): RenderedEmail {
  return renderEmail({
    template: 'data-rights-outcome',
    subject: 'Your correction request',
    greeting: greet(user),
    paragraphs: [outcome],
    action: { label: 'Open my profile', url: `${appUrl}/profile` },
  });
}
