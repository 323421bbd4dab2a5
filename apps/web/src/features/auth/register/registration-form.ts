import { registrationRequestSchema } from '@kwacha/shared/auth/auth-requests';
import { PASSWORDS_DO_NOT_MATCH_MESSAGE } from '@kwacha/shared/auth/password-rules';
import { CURRENT_MARKETING_WORDING } from '@kwacha/shared/consent/marketing-consent';
import { z } from 'zod';
import { registerMessages } from './register.messages';
import { DEFAULT_COUNTRY } from './zambia-provinces';

/** In English here; the page shows it in the reader's language (password-fields.tsx). */
export const CONFIRM_PASSWORD_REQUIRED_MESSAGE = registerMessages.confirmPasswordRequired.message;

/** What the form holds, in the order of the page: the registration payload plus the confirmation. */
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
  /** News and offers by e-mail: unticked until the person ticks it. */
  marketingOptIn: boolean;
}

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
  marketingOptIn: false,
};

// A blank field goes to the shared schema as missing, so each one fails with that field's
// '{Label} is required.' message rather than a format message such as the NRC pattern.
const requiredField = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value: string) => (value.trim() === '' ? undefined : value), schema);

const api = registrationRequestSchema.shape;

/**
 * The API's registration schema over what the form holds, plus the confirmation that only the form has
 * (it is never sent). A cleared country stays blank: it must fail as required, not fall back silently to
 * the schema's default.
 */
export const registrationFormSchema = z
  .object({
    firstName: requiredField(api.firstName),
    lastName: requiredField(api.lastName),
    email: requiredField(api.email),
    phoneNumber: requiredField(api.phoneNumber),
    dateOfBirth: requiredField(api.dateOfBirth),
    nrcNumber: requiredField(api.nrcNumber),
    addressLine1: requiredField(api.addressLine1),
    city: requiredField(api.city),
    province: requiredField(api.province),
    country: api.country,
    password: requiredField(api.password),
    confirmPassword: z.string().min(1, CONFIRM_PASSWORD_REQUIRED_MESSAGE),
    marketingOptIn: z.boolean(),
  })
  .refine((values) => values.confirmPassword === values.password, {
    path: ['confirmPassword'],
    message: PASSWORDS_DO_NOT_MATCH_MESSAGE,
  })
  // A tick names the sentence this page showed: the consent record keeps what was agreed to.
  .transform(({ confirmPassword: _confirmation, ...registration }) =>
    registration.marketingOptIn
      ? { ...registration, marketingWordingVersion: CURRENT_MARKETING_WORDING.version }
      : registration,
  );
