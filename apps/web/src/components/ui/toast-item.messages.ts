import { defineMessages } from '@kwacha/shared/i18n/message-descriptor';

/**
 * A toast's close button. Its name is this text, ': ' and the toast's title, joined without the ICU
 * formatter: toasts are fetched on every page, the landing page included, which must not load it.
 */
export const toastItemMessages = defineMessages('ui.toast', {
  close: 'Close notification',
  /** The region toasts appear in (toast-provider.tsx). */
  region: 'Notifications',
});
