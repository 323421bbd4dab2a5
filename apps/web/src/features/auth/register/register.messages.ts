import {
  CONFIRM_PASSWORD_REQUIRED_MESSAGE,
  PASSWORD_REQUIREMENTS_MESSAGE,
  PASSWORD_RULES,
  PASSWORDS_DO_NOT_MATCH_MESSAGE,
  type PasswordRuleId,
} from '@kwacha/shared/auth/password-rules';
import { defineMessages } from '@kwacha/shared/i18n/message-descriptor';

/** docs/product.md §2, Register; the English is product.md's, byte for byte. */
export const registerMessages = defineMessages('register', {
  title: 'Register',
  heading: 'Create your account',
  intro: 'Register to apply for a loan from K10 to K50,000.',
  haveAccount: 'Already have an account?',
  login: 'Login',
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email Address',
  phoneNumber: 'Phone Number',
  phoneNumberHint: 'Your Zambian mobile number (MTN, Airtel or Zamtel).',
  dateOfBirth: 'Date of Birth',
  dateOfBirthHint: 'You must be at least 18 years old.',
  nrcNumber: 'NRC Number',
  nrcNumberHint: 'As printed on your National Registration Card.',
  address: 'Address',
  city: 'City',
  province: 'Province',
  chooseProvince: 'Select a province',
  country: 'Country',
  password: 'Password',
  showPassword: 'Show password',
  confirmPassword: 'Confirm Password',
  showConfirmPassword: 'Show confirm password',
  passwordRequirements: 'Password Requirements:',
  // The browser's own checks, worded as the shared rules word them; the schema's and the server's other
  // messages stay English (docs/product.md §22.3).
  passwordUnmet: PASSWORD_REQUIREMENTS_MESSAGE,
  passwordsDoNotMatch: PASSWORDS_DO_NOT_MATCH_MESSAGE,
  confirmPasswordRequired: CONFIRM_PASSWORD_REQUIRED_MESSAGE,
  marketingOptional: 'Optional: your account and loans work the same without it.',
  registering: 'Registering...',
  submit: 'Register Account',
  success: 'Registration successful! Please check your email to verify your account.',
});

/** The password checklist's lines, one per shared rule and keyed by its id, in the rule's own English. */
export const passwordRuleMessages = defineMessages(
  'register.passwordRule',
  Object.fromEntries(PASSWORD_RULES.map((rule) => [rule.id, rule.message])) as Record<PasswordRuleId, string>,
);
