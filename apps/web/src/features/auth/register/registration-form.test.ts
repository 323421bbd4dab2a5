import { zodResolver } from '@hookform/resolvers/zod';
import { describe, expect, it } from 'vitest';
import { registrationFormSchema } from './registration-form';
import { EMPTY_REGISTRATION, type RegistrationFormValues } from './registration-form-values';
import { MWILA_BANDA_PAYLOAD, PASSWORD } from './testing/registration-payload';

/** What the form's resolver makes of the values: the payload to send, or the message shown per field. */
async function validateRegistration(values: RegistrationFormValues) {
  const resolve = zodResolver(registrationFormSchema);
  const result = await resolve(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  if (Object.keys(result.errors).length === 0) return { ok: true, payload: result.values };
  const errors = Object.fromEntries(
    Object.entries(result.errors).map(([field, error]) => [field, error?.message]),
  );
  return { ok: false, errors };
}

/** Mwila Banda's registration as a person types it: a local phone number, the e-mail in mixed case. */
const valid: RegistrationFormValues = {
  ...MWILA_BANDA_PAYLOAD,
  email: 'Mwila.Banda@Example.com',
  phoneNumber: '0978123456',
  confirmPassword: PASSWORD,
};

describe('validateRegistration', () => {
  it('builds the payload with the shared schema: no confirmation, normalised phone and e-mail', async () => {
    const result = await validateRegistration(valid);
    expect(result).toEqual({ ok: true, payload: MWILA_BANDA_PAYLOAD });
  });

  it('sends a tick for news and offers with the version of the sentence the page showed', async () => {
    const result = await validateRegistration({ ...valid, marketingOptIn: true });
    expect(result.payload).toMatchObject({
      marketingOptIn: true,
      marketingWordingVersion: 'marketing-email-v1',
    });
    const unticked = await validateRegistration(valid);
    expect(unticked.payload).not.toHaveProperty('marketingWordingVersion');
  });

  it("starts with country 'Zambia'", () => {
    expect(EMPTY_REGISTRATION.country).toBe('Zambia');
  });

  it("requires every field with its '… is required.' message", async () => {
    const result = await validateRegistration({ ...EMPTY_REGISTRATION, country: '' });
    expect(result).toEqual({
      ok: false,
      errors: {
        firstName: 'First name is required.',
        lastName: 'Last name is required.',
        email: 'Email address is required.',
        phoneNumber: 'Phone number is required.',
        dateOfBirth: 'Date of birth is required.',
        nrcNumber: 'NRC number is required.',
        addressLine1: 'Address is required.',
        city: 'City is required.',
        province: 'Province is required.',
        country: 'Country is required.',
        password: 'Password is required.',
        confirmPassword: 'Please confirm your password.',
      },
    });
  });

  it('applies the server rules: Zambian mobile, NRC format, age 18, e-mail', async () => {
    const result = await validateRegistration({
      ...valid,
      email: 'mwila@',
      phoneNumber: '0211123456',
      nrcNumber: '12345/78/1',
      dateOfBirth: '2020-01-01',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      email: 'Enter a valid email address.',
      phoneNumber: 'Enter a Zambian mobile number such as +260978123456 or 0978123456.',
      nrcNumber: 'Enter your NRC number in the form 123456/78/1.',
      dateOfBirth: 'You must be at least 18 years old to register.',
    });
  });

  it("refuses unmet requirements with 'Please ensure your password meets all the security requirements.'", async () => {
    const result = await validateRegistration({
      ...valid,
      password: 'weakpass',
      confirmPassword: 'weakpass',
    });
    expect(result).toEqual({
      ok: false,
      errors: { password: 'Please ensure your password meets all the security requirements.' },
    });
  });

  it("refuses a different confirmation with 'Passwords do not match.'", async () => {
    const result = await validateRegistration({ ...valid, confirmPassword: 'Chilenje#2025' });
    expect(result).toEqual({ ok: false, errors: { confirmPassword: 'Passwords do not match.' } });
  });
});
