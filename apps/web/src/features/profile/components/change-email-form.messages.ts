import { defineMessages } from '@kwacha/shared/i18n/message-descriptor';

/** Changing the e-mail address (docs/product.md §18.3); the server's answers stay English. */
export const changeEmailMessages = defineMessages('profile.changeEmail', {
  title: 'Change e-mail',
  intro: 'We send a verification link to the new address and tell your current address about the change.',
  failed: 'Your e-mail address could not be changed. Please try again.',
  fixFields: 'Please correct the fields marked below.',
  newEmail: 'New e-mail address',
  password: 'Your password',
  showPassword: 'Show your password',
  changing: 'Changing…',
  submit: 'Change e-mail',
});
