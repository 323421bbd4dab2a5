import { defineMessages } from '@kwacha/shared/i18n/message-descriptor';

/** The staff lists' own words (staff screens stay English: decision 029). */
export const staffListMessages = defineMessages('admin.staffList', {
  applyFilters: 'Apply filters',
  clear: 'Clear',
  tryAgain: 'Try again',
  loadingMore: 'Loading…',
  from: 'From',
  to: 'To',
});
