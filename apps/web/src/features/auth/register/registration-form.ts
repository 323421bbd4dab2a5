import {
  type Registration,
  type RegistrationRequest,
  registrationRequestSchema,
} from '@kwacha/shared/auth/auth-requests';
import { PASSWORDS_DO_NOT_MATCH_MESSAGE } from '@kwacha/shared/auth/password-rules';
import type { ApiErrorDetail } from '../../../lib/api-error';
import { DEFAULT_COUNTRY } from './zambia-provinces';

export const CONFIRM_PASSWORD_REQUIRED_MESSAGE = 'Please confirm your password.';

/** What the form holds: the registration payload plus the confirmation, which is never sent. */
export interface RegistrationFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  dateOfBirth: string;
  nrcNumber: string;
  addressLine1: string;
  city: string;
  province: string;
  country: string;
  password: string;
  confirmPassword: string;
}

export type RegistrationField = keyof RegistrationFormValues;
export type RegistrationFieldErrors = Partial<Record<RegistrationField, string>>;

/** In the order the form shows them, so the first invalid one can take the focus. */
export const REGISTRATION_FIELDS: readonly RegistrationField[] = [
  'firstName',
  'lastName',
  'email',
  'phoneNumber',
  'dateOfBirth',
  'nrcNumber',
  'addressLine1',
  'city',
  'province',
  'country',
  'password',
  'confirmPassword',
];

export const EMPTY_REGISTRATION: RegistrationFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  dateOfBirth: '',
  nrcNumber: '',
  addressLine1: '',
  city: '',
  province: '',
  country: DEFAULT_COUNTRY,
  password: '',
  confirmPassword: '',
};

const isField = (key: unknown): key is RegistrationField =>
  typeof key === 'string' && (REGISTRATION_FIELDS as readonly string[]).includes(key);

// A blank field goes to the shared schema as missing, so each one fails with that field's
// '{Label} is required.' message rather than a format message such as the NRC pattern. A cleared
// country stays blank: it must fail as required, not fall back silently to the schema's default.
function toRequest({ confirmPassword: _confirm, ...fields }: RegistrationFormValues): RegistrationRequest {
  const request: Record<string, string | undefined> = {};
  for (const [key, value] of Object.entries(fields)) {
    request[key] = key === 'country' || value.trim() !== '' ? value : undefined;
  }
  return request as RegistrationRequest;
}

export type RegistrationValidation =
  | { ok: true; payload: Registration }
  | { ok: false; errors: RegistrationFieldErrors };

/** The same rules the API applies (the shared schema), plus the confirmation that only the form has. */
export function validateRegistration(values: RegistrationFormValues): RegistrationValidation {
  const errors: RegistrationFieldErrors = {};
  const result = registrationRequestSchema.safeParse(toRequest(values));
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = issue.path[0];
      if (isField(field) && !errors[field]) errors[field] = issue.message;
    }
  }
  if (values.confirmPassword === '') errors.confirmPassword = CONFIRM_PASSWORD_REQUIRED_MESSAGE;
  else if (values.confirmPassword !== values.password)
    errors.confirmPassword = PASSWORDS_DO_NOT_MATCH_MESSAGE;

  if (result.success && Object.keys(errors).length === 0) return { ok: true, payload: result.data };
  return { ok: false, errors };
}

/** The API names the offending payload field in each detail (400 validation, 409 duplicate account). */
export function fieldErrorsFromDetails(details: readonly ApiErrorDetail[]): RegistrationFieldErrors {
  const errors: RegistrationFieldErrors = {};
  for (const detail of details) {
    const message = detail.message || detail.msg;
    if (isField(detail.field) && message && !errors[detail.field]) errors[detail.field] = message;
  }
  return errors;
}

export function firstInvalidField(errors: RegistrationFieldErrors): RegistrationField | undefined {
  return REGISTRATION_FIELDS.find((field) => errors[field]);
}
