import { defineMessages } from '@kwacha/shared/i18n/message-descriptor';
import { SMS_PREFERENCE_LABEL } from '@kwacha/shared/sms/sms-preference';

/** "Text messages" on the profile (docs/product.md §19.1); the server's answers stay English. */
export const textMessagesMessages = defineMessages('profile.textMessages', {
  heading: 'Text messages',
  loadFailed: 'Failed to load your choice for text messages. Please try again.',
  changeFailed: 'Your choice could not be saved. Please try again.',
  loading: 'Loading your choice for text messages…',
  switchLabel: SMS_PREFERENCE_LABEL,
  noPhone: 'There is no phone number on your profile, so we cannot send text messages.',
  on: 'We text {phoneNumber} about decisions, pay-outs, payments and due dates, as well as e-mailing you.',
  off: 'We only e-mail you about your loans.',
});
