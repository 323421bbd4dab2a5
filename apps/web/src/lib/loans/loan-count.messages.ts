import { defineMessages } from '@kwacha/shared/i18n/message-descriptor';

/** docs/product.md §2.7: counts of loans in words, the noun agreeing with the number before it. */
export const loanCountMessages = defineMessages('loanCount', {
  loans: '{count, plural, one {{count} loan} other {{count} loans}}',
  showing: 'Showing {shown} of {loans}',
  showingFiltered: 'Showing {shown} of {loans} (filtered from {total} total)',
});
