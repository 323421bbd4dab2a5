import { defineMessages } from '@kwacha/shared/i18n/message-descriptor';

/** docs/product.md §2: what a borrower sees on a staff-only route. */
export const accessDeniedMessages = defineMessages('access', {
  title: 'Access Denied',
  denied: 'Access Denied - You do not have permission to view this page.',
  goHome: 'Go to Home',
});
