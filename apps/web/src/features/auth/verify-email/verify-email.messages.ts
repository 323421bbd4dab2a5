import { defineMessages } from '@kwacha/shared/i18n/message-descriptor';

/**
 * /verify-email (docs/product.md §2); the English is product.md's, byte for byte. The server's answers
 * ("Email verified…", its refusals) stay English.
 */
export const verifyEmailMessages = defineMessages('verifyEmail', {
  title: 'Verify Email',
  verifying: 'Verifying your email…',
  verified: 'Email Verified',
  takingYou: 'Taking you to your dashboard…',
  goToDashboard: 'Go to Dashboard',
  failedHeading: 'Verification Failed',
  failed: 'Email verification failed. The link might be expired or invalid.',
  missingToken: 'Verification link is invalid or missing a token.',
  registerAgain: 'Register Again',
  goToLogin: 'Go to Login',
});
