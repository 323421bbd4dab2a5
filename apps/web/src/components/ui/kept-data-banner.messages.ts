import { defineMessages } from '@kwacha/shared/i18n/message-descriptor';

/** docs/product.md §21: the banner over a borrower page's kept data while the network is gone. */
export const keptDataMessages = defineMessages('ui.keptData', {
  // {time}: '10:42' when the data was fetched today, else '21 November 2026, 10:42'.
  offline: 'You are offline. Showing your loans as of {time}.',
});
