import { defineMessages } from '@kwacha/shared/i18n/message-descriptor';

/**
 * The second step of a staff sign-in (docs/product.md §15.8). Staff texts are English only (decision 029),
 * hence the `admin.` scope although the step shows on the login page.
 */
export const signInCodeMessages = defineMessages('admin.signInCode', {
  title: 'Enter the code from your authenticator app.',
  code: 'Authentication code',
  hint: 'The 6-digit code your app shows now. Lost your phone? Enter one of your recovery codes instead.',
  verifying: 'Checking...',
  submit: 'Verify',
  startAgain: 'Sign in again',
  failed: 'The code could not be checked. Please try again.',
});
