import { defineMessages } from '@kwacha/shared/i18n/message-descriptor';

/**
 * /verify-email-prompt (docs/product.md §2); the English is product.md's, byte for byte. The server's
 * answers stay English.
 */
export const verifyEmailPromptMessages = defineMessages('verifyEmail.prompt', {
  title: 'Verify Your Email',
  sentTo: 'We sent a verification link to {email}. Open it to activate your account.',
  sent: 'We sent a verification link to your email address. Open it to activate your account.',
  spam: "Can't find it? Check your spam or junk folder.",
  alreadyVerified: 'Your email is already verified.',
  goToDashboard: 'Go to Dashboard',
  sending: 'Sending...',
  resend: 'Resend Verification Email',
  resent: 'Verification email sent',
  resentDetail: 'A new verification email has been sent. Please check your inbox.',
  resendFailed: 'Failed to resend verification email. Please try again later.',
  backToLogin: 'Back to Login',
});
