import { defineMessages } from '@kwacha/shared/i18n/message-descriptor';

/**
 * Month names, for format-date.ts: English is its own table, as Intl's en-GB writes them (these
 * descriptors only name the ids and keep the translations honest); Bemba and Nyanja come with their
 * catalogues, as packages/shared/src/i18n/month-names.ts writes them for the server. Nothing imports this
 * file at run time.
 */
export const dateMessages = defineMessages('dates', {
  long1: 'January',
  long2: 'February',
  long3: 'March',
  long4: 'April',
  long5: 'May',
  long6: 'June',
  long7: 'July',
  long8: 'August',
  long9: 'September',
  long10: 'October',
  long11: 'November',
  long12: 'December',
  short1: 'Jan',
  short2: 'Feb',
  short3: 'Mar',
  short4: 'Apr',
  short5: 'May',
  short6: 'Jun',
  short7: 'Jul',
  short8: 'Aug',
  short9: 'Sept',
  short10: 'Oct',
  short11: 'Nov',
  short12: 'Dec',
});
