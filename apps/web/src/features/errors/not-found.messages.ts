import { defineMessages } from '@kwacha/shared/i18n/message-descriptor';

/** An unknown address (docs/product.md §15); the page never echoes the URL. */
export const notFoundMessages = defineMessages('errors.notFound', {
  title: 'Page Not Found',
  body: 'Sorry, we could not find the page you are looking for.',
  home: 'Go to Home',
});
