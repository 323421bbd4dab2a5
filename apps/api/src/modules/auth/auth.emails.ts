import { type RenderedEmail, renderEmail } from '../mail/templates/layout';

interface Recipient {
  firstName: string | null;
  username: string;
}

const greet = (user: Recipient) => `Hello ${user.firstName ?? user.username},`;

export function verificationEmail(user: Recipient, appUrl: string, token: string): RenderedEmail {
  return renderEmail({
    template: 'verify-email',
    subject: 'Verify your email address',
    greeting: greet(user),
    paragraphs: [
      'Thank you for registering with Kwacha Loans. Please confirm that this is your email address.',
      'The link is valid for 24 hours. If you did not create an account, you can ignore this e-mail.',
    ],
    action: { label: 'Verify my email', url: `${appUrl}/verify-email?token=${encodeURIComponent(token)}` },
  });
}

export function passwordResetEmail(user: Recipient, appUrl: string, token: string): RenderedEmail {
  return renderEmail({
    template: 'password-reset',
    subject: 'Reset your password',
    greeting: greet(user),
    paragraphs: [
      'We received a request to reset the password of your Kwacha Loans account.',
      'The link is valid for 1 hour and can be used once. If you did not ask for it, ignore this e-mail: your password stays the same.',
    ],
    action: { label: 'Choose a new password', url: `${appUrl}/reset-password/${encodeURIComponent(token)}` },
  });
}

export function welcomeEmail(user: Recipient, appUrl: string): RenderedEmail {
  return renderEmail({
    template: 'welcome',
    subject: 'Welcome to Kwacha Loans',
    greeting: greet(user),
    paragraphs: [
      'Your email address is verified and your account is ready.',
      'You can now get a quote and apply for a loan from K10 to K50,000, repaid over 1 to 12 months by mobile money.',
      'Our support team is available Monday-Friday 8:00-18:00 and Saturday 9:00-14:00.',
    ],
    action: { label: 'Go to my dashboard', url: `${appUrl}/dashboard` },
  });
}
