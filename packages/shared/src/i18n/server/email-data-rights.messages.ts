import { defineMessages } from '../message-descriptor';

/**
 * The data-rights e-mails (apps/api/src/modules/data-rights/data-rights.emails.ts): the note to the old
 * address after an e-mail change, and a correction request's outcome, which the bell says too. In
 * English `field` is the field's label; translations carry the possessive in the label ("inambala yenu
 * iya NRC"), so the sentence needs no agreement with it. Staff's note or reason is shown as written.
 */
export const emailDataRightsMessages = defineMessages('emailDataRights', {
  emailChangedSubject: 'Your e-mail address was changed',
  emailChanged:
    'The e-mail address of your Kwacha Loans account was changed just now. We will write to the new address from now on.',
  emailChangedNotYou: 'If you did not make this change, contact us at once and reset your password.',
  contactButton: 'Contact us',
  correctionSubject: 'Your correction request',
  corrected: 'Your {field} was corrected.',
  correctedWithNote: 'Your {field} was corrected. {note}',
  refused: 'Your request to correct your {field} was refused: {reason}',
  profileButton: 'Open my profile',
  fieldNrcNumber: 'NRC number',
  fieldDateOfBirth: 'Date of birth',
});
