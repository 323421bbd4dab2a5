import { defineMessages } from '@kwacha/shared/i18n/message-descriptor';

/**
 * The crash screen (docs/product.md §15). It is in the landing page's JavaScript (the app's last line of
 * defence), so it keeps to a few short keys and texts without arguments.
 */
export const crashMessages = defineMessages('errors', {
  title: 'Something went wrong',
  heading: 'Oops! Something went wrong',
  body: 'An unexpected error occurred. Please try again.',
  retry: 'Try Again',
  home: 'Go Home',
  // A page whose code is not on the phone, opened without a network (docs/product.md §21.1).
  offlineTitle: 'You are offline',
  offlineBody: 'This page needs a connection. It opens once you are back online.',
});
