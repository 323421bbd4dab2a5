import { defineMessages } from '@kwacha/shared/i18n/message-descriptor';

/** A list that filters hid everything from: the way back. */
export const emptyResultsMessages = defineMessages('ui.emptyResults', {
  clearFilters: 'Clear filters',
});
