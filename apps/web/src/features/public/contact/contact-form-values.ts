import type { ContactSubject } from '@kwacha/shared/contact/contact-request';
import { isApiError } from '../../../lib/api-client';

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

export const CONTACT_SEND_FAILED_MESSAGE = 'Your message could not be sent. Please try again.';

/** What went wrong, in the server's words when it gave any (a 429 says how long to wait). */
export function contactErrorMessage(error: unknown): string {
  if (!isApiError(error)) return CONTACT_SEND_FAILED_MESSAGE;
  if (error.code === 'VALIDATION_ERROR') return 'Please check the highlighted fields.';
  return error.message || CONTACT_SEND_FAILED_MESSAGE;
}
