import { defineMessages } from '@kwacha/shared/i18n/message-descriptor';

export const languageSwitcherMessages = defineMessages({
  label: { id: 'language.label', message: 'Language' },
  loadFailed: {
    id: 'language.loadFailed',
    message: 'Could not load that language. Please check your connection and try again.',
  },
  saveFailed: {
    id: 'language.saveFailed',
    message: 'The language changed on this device but could not be saved to your account.',
  },
});
