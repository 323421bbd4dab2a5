import { defineMessages } from '@kwacha/shared/i18n/message-descriptor';

/** A page whose data could not load (docs/product.md §8): its retry button. */
export const loadErrorMessages = defineMessages('ui.loadError', {
  retrying: 'Retrying...',
  tryAgain: 'Try Again',
});
