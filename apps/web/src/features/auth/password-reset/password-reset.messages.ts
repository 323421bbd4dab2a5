import { defineMessages } from '@kwacha/shared/i18n/message-descriptor';

/**
 * docs/product.md §2, Forgot Password and Reset Password; the English is product.md's, byte for byte.
 * The server's answers and the shared rules' field messages stay English.
 */
export const forgotPasswordMessages = defineMessages('passwordReset.forgot', {
  title: 'Forgot Password',
  heading: 'Forgot your password?',
  intro: 'Enter the email address you registered with and we will send you a link to choose a new password.',
  remembered: 'Remembered it?',
  email: 'Email Address',
  confirmTitle: 'Send reset link?',
  confirmMessage: 'We will send a password reset link to {email}.',
  sending: 'Sending...',
  submit: 'Send Reset Link',
  failed: 'Failed to send password reset link. Please try again.',
});

export const resetPasswordMessages = defineMessages('passwordReset.reset', {
  title: 'Reset Password',
  heading: 'Choose a new password',
  invalidLinkHeading: 'Reset link not valid',
  requestNewLink: 'Request New Link',
  newPassword: 'New Password',
  showNewPassword: 'Show new password',
  newPasswordHint: 'At least 6 characters.',
  confirmNewPassword: 'Confirm New Password',
  showConfirmNewPassword: 'Show confirm new password',
  resetting: 'Resetting...',
  submit: 'Reset Password',
  failed: 'Failed to reset password. The link might be expired or invalid.',
  tokenMissing: 'Password reset token is missing from the URL.',
  done: 'Your password has been reset. You can now log in with your new password.',
});

export const passwordResetMessages = defineMessages('passwordReset', {
  backToLogin: 'Back to Login',
});
