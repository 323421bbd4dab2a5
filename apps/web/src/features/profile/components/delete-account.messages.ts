import { defineMessages } from '@kwacha/shared/i18n/message-descriptor';

/** Erasing the account (docs/product.md §18.2); the server's refusal and explanation stay English. */
export const deleteAccountMessages = defineMessages('profile.deleteAccount', {
  heading: 'Delete my account',
  hint: 'Possible once every loan is repaid or closed and no payment is waiting for an answer.',
  open: 'Delete my account',
  failed: 'Your account could not be erased. Please try again.',
  dialogTitle: 'Erase your account?',
  dialogMessage:
    'Your name, e-mail address, phone number, NRC number, date of birth and address will be erased and you will be signed out for good. Records of your loans are kept for {years} years after a loan closes, as the law requires. This cannot be undone.',
  dialogConfirm: 'Erase my account',
  dialogCancel: 'Keep my account',
  erasedTitle: 'Your account was erased',
  formLabel: 'Erase my account',
  password: 'Your password',
  showPassword: 'Show your password',
  erasing: 'Erasing…',
  submit: 'Erase my account',
});
