import { defineMessages } from '@kwacha/shared/i18n/message-descriptor';

export const languageSectionMessages = defineMessages('profile.language', {
  hint: 'Used in this app, in your e-mails and in your text messages, on every device you sign in on.',
});
