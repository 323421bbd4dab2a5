import { defineMessages } from '@kwacha/shared/i18n/message-descriptor';

export const languageSwitcherMessages = defineMessages('language', {
  label: 'Language',
  loadFailed: 'Could not load that language. Please check your connection and try again.',
  saveFailed: 'The language changed on this device but could not be saved to your account.',
});
