import { type ContactRequest, contactRequestSchema } from '@kwacha/shared/contact/contact-request';
import { isApiError } from '../../../lib/api-client';

export interface ContactFormValues {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

export type ContactField = keyof ContactFormValues;
export type ContactFieldErrors = Partial<Record<ContactField, string>>;

export const EMPTY_CONTACT_FORM: ContactFormValues = {
  name: '',
  email: '',
  phone: '',
  subject: '',
  message: '',
};

const FIELDS = new Set<string>(Object.keys(EMPTY_CONTACT_FORM));
const isField = (value: unknown): value is ContactField => typeof value === 'string' && FIELDS.has(value);

/** Checks the form with the same schema the API uses; the first message per field is the one shown. */
export function validateContactForm(values: ContactFormValues): {
  errors: ContactFieldErrors;
  request?: ContactRequest;
} {
  const result = contactRequestSchema.safeParse(values);
  if (result.success) return { errors: {}, request: result.data };
  const errors: ContactFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (isField(field) && !errors[field]) errors[field] = issue.message;
  }
  return { errors };
}

export const CONTACT_SEND_FAILED_MESSAGE = 'Your message could not be sent. Please try again.';

/** What went wrong, in the server's words when it gave any (a 429 says how long to wait). */
export function contactErrorMessage(error: unknown): string {
  if (!isApiError(error)) return CONTACT_SEND_FAILED_MESSAGE;
  if (error.code === 'VALIDATION_ERROR') return 'Please check the highlighted fields.';
  return error.message || CONTACT_SEND_FAILED_MESSAGE;
}

/** The server's per-field messages of a 400, for the fields this form has. */
export function contactServerFieldErrors(error: unknown): ContactFieldErrors {
  const errors: ContactFieldErrors = {};
  if (!isApiError(error)) return errors;
  for (const detail of error.details) {
    if (isField(detail.field) && !errors[detail.field]) errors[detail.field] = detail.message || detail.msg;
  }
  return errors;
}
