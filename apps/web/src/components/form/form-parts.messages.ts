import { defineMessages } from '@kwacha/shared/i18n/message-descriptor';

/** The form kit's own words: a switch's state beside it, and whether a checklist's line is met. */
export const formPartsMessages = defineMessages('ui.form', {
  on: 'On',
  off: 'Off',
  met: '(met)',
  notMet: '(not met)',
});
