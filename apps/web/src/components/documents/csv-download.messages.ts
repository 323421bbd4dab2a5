import { defineMessages } from '@kwacha/shared/i18n/message-descriptor';

/** The staff CSV buttons' words (staff screens stay English: decision 029). */
export const csvDownloadMessages = defineMessages('admin.csvDownload', {
  download: 'Download CSV',
  downloading: 'Downloading…',
  /** The accessible name, with what the file holds: 'Download CSV of Arrears ageing'. */
  downloadOf: 'Download CSV of {table}',
  downloadingOf: 'Downloading CSV of {table}',
  saved: 'Saved {file}',
});
