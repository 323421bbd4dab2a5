import { defineMessages } from '../message-descriptor';

/**
 * The account e-mails: verification, password reset, welcome, and the warning that someone is guessing
 * the password (apps/api/src/modules/auth/auth.emails.ts).
 */
export const emailAuthMessages = defineMessages('emailAuth', {
  verifySubject: 'Verify your email address',
  verifyThanks:
    'Thank you for registering with Kwacha Loans. Please confirm that this is your email address.',
  verifyValidity:
    'The link is valid for 24 hours. If you did not create an account, you can ignore this e-mail.',
  verifyButton: 'Verify my email',
  resetSubject: 'Reset your password',
  resetRequested: 'We received a request to reset the password of your Kwacha Loans account.',
  resetValidity:
    'The link is valid for 1 hour and can be used once. If you did not ask for it, ignore this e-mail: your password stays the same.',
  resetButton: 'Choose a new password',
  welcomeSubject: 'Welcome to Kwacha Loans',
  welcomeReady: 'Your email address is verified and your account is ready.',
  welcomeApply:
    'You can now get a quote and apply for a loan from K10 to K50,000, repaid over 1 to 12 months by mobile money.',
  welcomeSupport: 'Our support team is available Monday-Friday 8:00-18:00 and Saturday 9:00-14:00.',
  welcomeButton: 'Go to my dashboard',
  guessingSubject: 'Someone is trying to sign in to your account',
  guessingSeen:
    'Someone has typed a wrong password for your Kwacha Loans account several times in the last few minutes. If it was you, you can ignore this e-mail.',
  guessingSafe:
    'If it was not you: we hold back whoever is guessing, and you can still sign in with your password as usual. To be safe, choose a new password that you use nowhere else, and never share it or a code we send you.',
  guessingButton: 'Choose a new password',
});
