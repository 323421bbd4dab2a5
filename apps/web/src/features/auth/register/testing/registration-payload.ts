/** The password the register tests type and send: it meets every rule. */
export const PASSWORD = 'Chilenje#2024';

/**
 * Mwila Banda's registration as POST /api/auth/register receives it: what `fillForm` types on the page
 * (and `valid` holds in registration-form.test.ts), with the phone in E.164, the e-mail in lower case, no
 * password confirmation, and news and offers left unticked.
 */
export const MWILA_BANDA_PAYLOAD = {
  firstName: 'Mwila',
  lastName: 'Banda',
  email: 'mwila.banda@example.com',
  phoneNumber: '+260978123456',
  dateOfBirth: '1990-04-12',
  nrcNumber: '123456/78/1',
  addressLine1: 'Plot 12, Great East Road',
  city: 'Lusaka',
  province: 'Lusaka',
  country: 'Zambia',
  password: PASSWORD,
  marketingOptIn: false,
};
