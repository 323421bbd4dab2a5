import { DEFAULT_COUNTRY } from './zambia-provinces';

// What the registration form holds, free of zod: the page renders and hydrates with these, and loads the
// schema (registration-form.ts, and zod with it) only when the form is used (docs/performance.md).

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
