import { registrationRequestSchema } from '@kwacha/shared/auth/auth-requests';
import {
  CONFIRM_PASSWORD_REQUIRED_MESSAGE,
  PASSWORDS_DO_NOT_MATCH_MESSAGE,
} from '@kwacha/shared/auth/password-rules';
import { CURRENT_MARKETING_WORDINGS } from '@kwacha/shared/consent/marketing-wordings';
import { z } from 'zod';
import { languageState } from '../../../lib/i18n/language-store';

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
  // A tick names the sentence this page showed, in the language it showed it in (the form is checked as
  // it is sent, in the language on screen): the consent record keeps what was agreed to.
  .transform(({ confirmPassword: _confirmation, ...registration }) =>
    registration.marketingOptIn
      ? {
          ...registration,
          marketingWordingVersion: CURRENT_MARKETING_WORDINGS[languageState().language].version,
        }
      : registration,
  );
