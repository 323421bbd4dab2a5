import { defineMessages } from '@kwacha/shared/i18n/message-descriptor';

/** "Your data" on the profile (docs/product.md §18). */
export const yourDataMessages = defineMessages('profile.yourData', {
  heading: 'Your data',
  intro:
    'Under the Data Protection Act 2021 you may have a copy of your data, correct it, and ask us to erase it. We keep loan records for {years} years after a loan closes, as the law requires.',
  copyHeading: 'A copy of your data',
  copyHint: 'The readable copy is a page you open in your browser; the JSON file is for other programs.',
  downloadJson: 'Download my data (JSON)',
  viewReadable: 'View my data (readable page)',
  downloadFailed: 'Your data could not be downloaded. Please try again.',
  preparing: 'Preparing your data…',
});
