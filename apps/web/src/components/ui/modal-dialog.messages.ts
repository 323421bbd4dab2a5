import { defineMessages } from '@kwacha/shared/i18n/message-descriptor';

/** The dialog's buttons when the caller names none. */
export const modalDialogMessages = defineMessages('ui.dialog', {
  confirm: 'Confirm',
  cancel: 'Cancel',
  ok: 'OK',
});
