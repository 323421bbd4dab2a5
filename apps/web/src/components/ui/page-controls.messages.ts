import { defineMessages } from '@kwacha/shared/i18n/message-descriptor';

/** Previous and Next over keyset pages. */
export const pageControlsMessages = defineMessages('ui.pages', {
  navigation: 'Pagination',
  previous: 'Previous',
  next: 'Next',
  // A simple argument, printed as given (no digit grouping), as the English always was.
  page: 'Page {pageNumber}',
});
