import { defineMessages } from '@kwacha/shared/i18n/message-descriptor';

/** "USSD menu" on the profile (docs/product.md §26.3); the server's answers stay English. */
export const ussdPinMessages = defineMessages('profile.ussdPin', {
  heading: 'USSD menu for any phone',
  intro:
    'Dial our short code from your registered number to check your balance and repay without the internet. Your 4-digit USSD PIN keeps it yours.',
  loading: 'Loading your USSD PIN…',
  loadFailed: 'Failed to load your USSD PIN. Please try again.',
  statusSet: 'Your USSD PIN is set (since {date}).',
  statusLocked: 'Your USSD PIN is locked after too many wrong tries. Set a new one to use the menu again.',
  statusNotSet: 'You have no USSD PIN for your registered number yet.',
  formTitle: 'Set a USSD PIN',
  formIntro: 'Choose 4 digits that are not all the same and not a run such as 1234. Never share your PIN.',
  pin: 'New 4-digit PIN',
  password: 'Your password',
  showPassword: 'Show your password',
  submit: 'Save PIN',
  saving: 'Saving…',
  failed: 'Your PIN could not be saved. Please try again.',
  fixFields: 'Please correct the fields marked below.',
});
