import { defineMessages } from '@kwacha/shared/i18n/message-descriptor';

/**
 * The promises the public pages repeat (docs/product.md §1), in one place so the contact, how-it-works
 * and legal pages never disagree; the contact details themselves are in company-details.ts.
 */
export const publicPagesMessages = defineMessages('publicPages', {
  supportHours: 'Monday-Friday 8:00-18:00, Saturday 9:00-14:00, Sunday closed',
  replyPromise: 'We reply to every message within 24 hours.',
});
