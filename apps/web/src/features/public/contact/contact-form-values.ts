import type { ContactSubject } from '@kwacha/shared/contact/contact-subjects';
import type { MessageDescriptor } from '@kwacha/shared/i18n/message-descriptor';
import { isApiError } from '../../../lib/api-client';
import { contactFormMessages } from './contact.messages';

/** What the form holds, in the order of the page; the shared contact schema checks it as it is. */
export interface ContactFormValues {
  name: string;
  email: string;
  phone: string;
  subject: ContactSubject | '';
  message: string;
}

export const EMPTY_CONTACT_FORM: ContactFormValues = {
  name: '',
  email: '',
  phone: '',
  subject: '',
  message: '',
};

/**
 * What went wrong: the form's own words in the reader's language, or the server's when it gave any (a
 * 429 says how long to wait; the server's answers are English, docs/product.md §22.3).
 */
export function contactErrorMessage(error: unknown): MessageDescriptor | string {
  if (!isApiError(error)) return contactFormMessages.sendFailed;
  if (error.code === 'VALIDATION_ERROR') return contactFormMessages.checkFields;
  return error.message || contactFormMessages.sendFailed;
}
