import { CORRECTABLE_FIELD_LABELS } from '@kwacha/shared/data-rights/data-rights';
import { defineMessages } from '@kwacha/shared/i18n/message-descriptor';

/** Asking staff to correct the NRC number or the date of birth (docs/product.md §18.3). */
export const correctionMessages = defineMessages('profile.correction', {
  title: 'Ask to correct my NRC or date of birth',
  intro:
    'These are checked against your NRC, so staff make the change. We tell you the outcome by e-mail and in your notifications.',
  failed: 'Your request could not be sent. Please try again.',
  fixFields: 'Please correct the fields marked below.',
  whatIsWrong: 'What is wrong',
  correctValue: 'The correct value',
  whyWrong: 'Why it is wrong',
  sending: 'Sending…',
  submit: 'Send correction request',
});

/** The fields that may be corrected, keyed by field, in the shared labels' English. */
export const correctableFieldMessages = defineMessages('profile.correction.field', CORRECTABLE_FIELD_LABELS);

/** The hint under the correct value, per field. */
export const correctionHintMessages = defineMessages('profile.correction.hint', {
  nrcNumber: 'As on your NRC card, e.g. 123456/78/1.',
  dateOfBirth: 'As on your NRC card, as YYYY-MM-DD, e.g. 1990-05-17.',
});
