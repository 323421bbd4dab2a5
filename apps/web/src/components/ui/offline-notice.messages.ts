import { defineMessages } from '@kwacha/shared/i18n/message-descriptor';

/** docs/product.md §21.1: a page that needs the server, opened without a network. */
export const offlineNoticeMessages = defineMessages('ui.offline', {
  needsConnection: 'You are offline. This page needs a connection.',
});
