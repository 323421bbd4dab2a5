import { z } from 'zod';
import { marketingWordingVersionSchema } from '../consent/marketing-consent';
import { isAdultInLusaka, isIsoCalendarDate, MINIMUM_BORROWER_AGE } from '../identity/age';
import { isNrcNumber, NRC_FORMAT_MESSAGE } from '../identity/nrc';
import { isZambianMobile, normaliseZambianMobile, PHONE_FORMAT_MESSAGE } from '../phone/zambian-phone';
import { hasNoControlCharacters, singleLineText } from '../validation/typed-text';
import { PASSWORD_SUBMIT_REQUIREMENTS_MESSAGE, passwordMeetsRules } from './password-rules';

/** docs/product.md §5: the reset form asks only for six characters. */
export const RESET_PASSWORD_MIN_LENGTH = 6;
export const RESET_PASSWORD_TOO_SHORT_MESSAGE = 'Password must be at least 6 characters long.';
export const RESET_PASSWORDS_DO_NOT_MATCH_MESSAGE = 'Passwords do not match';
export const UNDER_AGE_MESSAGE = `You must be at least ${MINIMUM_BORROWER_AGE} years old to register.`;
export const EMAIL_FORMAT_MESSAGE = 'Enter a valid email address.';
export const NEW_PASSWORD_CONTROL_MESSAGE = 'Passwords can use letters, numbers, spaces and symbols only.';

const requiredText = (label: string, max = 100) =>
  singleLineText(`${label} is required.`)
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);

// E-mail addresses are compared and stored lower-cased.
export const emailSchema = singleLineText('Email address is required.')
  .trim()
  .min(1, 'Email address is required.')
  .max(254, EMAIL_FORMAT_MESSAGE)
  .toLowerCase()
  .pipe(z.email(EMAIL_FORMAT_MESSAGE));

/** POST /api/auth/register. Strict: unknown fields such as `role` are refused. */
export const registrationRequestSchema = z.strictObject({
  firstName: requiredText('First name'),
  lastName: requiredText('Last name'),
  email: emailSchema,
  password: z
    .string({ error: 'Password is required.' })
    .max(128, 'Password must be at most 128 characters.')
    .refine(hasNoControlCharacters, NEW_PASSWORD_CONTROL_MESSAGE)
    .refine(passwordMeetsRules, PASSWORD_SUBMIT_REQUIREMENTS_MESSAGE),
  phoneNumber: z
    .string({ error: 'Phone number is required.' })
    .max(30, PHONE_FORMAT_MESSAGE)
    .trim()
    .refine(isZambianMobile, PHONE_FORMAT_MESSAGE)
    .transform((value) => normaliseZambianMobile(value) ?? value),
  dateOfBirth: z
    .string({ error: 'Date of birth is required.' })
    .max(30, 'Enter your date of birth.')
    .trim()
    .refine(isIsoCalendarDate, 'Enter your date of birth.')
    .refine((value) => isAdultInLusaka(value), UNDER_AGE_MESSAGE),
  nrcNumber: z
    .string({ error: 'NRC number is required.' })
    .max(30, NRC_FORMAT_MESSAGE)
    .trim()
    .refine(isNrcNumber, NRC_FORMAT_MESSAGE),
  addressLine1: requiredText('Address', 200),
  city: requiredText('City'),
  province: requiredText('Province'),
  country: requiredText('Country').default('Zambia'),
  /** News and offers by e-mail: only when ticked (never by default), with the wording the form showed. */
  marketingOptIn: z.boolean({ error: 'Choose whether you want news and offers.' }).default(false),
  marketingWordingVersion: marketingWordingVersionSchema.optional(),
});
export type RegistrationRequest = z.input<typeof registrationRequestSchema>;
export type Registration = z.output<typeof registrationRequestSchema>;

export const loginRequestSchema = z.strictObject({
  emailOrUsername: requiredText('Email or username', 254),
  password: z.string({ error: 'Password is required.' }).min(1, 'Password is required.').max(128),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const forgotPasswordRequestSchema = z.strictObject({
  email: singleLineText('Please enter your email address.')
    .trim()
    .min(1, 'Please enter your email address.')
    .toLowerCase()
    .pipe(z.email(EMAIL_FORMAT_MESSAGE)),
});

export const resetPasswordRequestSchema = z
  .strictObject({
    password: z
      .string({ error: 'Password is required.' })
      .min(RESET_PASSWORD_MIN_LENGTH, RESET_PASSWORD_TOO_SHORT_MESSAGE)
      .max(128, 'Password must be at most 128 characters.')
      .refine(hasNoControlCharacters, NEW_PASSWORD_CONTROL_MESSAGE),
    password2: z.string({ error: 'Please confirm your password.' }).max(128),
  })
  .refine((body) => body.password === body.password2, {
    message: RESET_PASSWORDS_DO_NOT_MATCH_MESSAGE,
    path: ['password2'],
  });

/** The secret tokens we e-mail: 32 random bytes, base64url (43 characters). */
export const secretTokenSchema = z
  .string({ error: 'Verification link is invalid or missing a token.' })
  .regex(/^[A-Za-z0-9_-]{20,128}$/, 'Verification link is invalid or missing a token.');
