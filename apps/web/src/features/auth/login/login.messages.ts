import { defineMessages } from '@kwacha/shared/i18n/message-descriptor';

/** docs/product.md §2, Login; the English is product.md's, byte for byte. */
export const loginMessages = defineMessages('login', {
  title: 'Login',
  welcome: 'Welcome back to Kwacha Loans.',
  email: 'Email',
  password: 'Password',
  showPassword: 'Show password',
  forgotPassword: 'Forgot password?',
  loggingIn: 'Logging In...',
  submit: 'Login',
  noAccount: "Don't have an account?",
  register: 'Register',
  success: 'Login successful!',
});
