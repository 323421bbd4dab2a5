import { defineMessages } from '@kwacha/shared/i18n/message-descriptor';

/** What both legal texts share: how to reach the lender, and which version binds. */
export const legalMessages = defineMessages('legal', {
  dataProtectionQuestions: 'Data protection questions:',
  customerSupport: 'Customer support:',
  phone: 'Phone:',
  post: 'Post:',
  // Shown only above a translation (the English page needs no such note): the English text is the
  // contract, so a translation must say so where it starts.
  englishBinding: 'This is a translation to help you; the English version of this page is the binding one.',
});
