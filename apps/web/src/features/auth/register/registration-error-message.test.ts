import { describe, expect, it } from 'vitest';
import { ApiError, type ApiErrorInit } from '../../../lib/api-error';
import { REGISTRATION_FAILED_MESSAGE, registrationErrorMessage } from './registration-error-message';

const apiError = (init: Partial<ApiErrorInit>) =>
  new ApiError({ status: 400, code: 'HTTP_400', message: '', ...init });

describe('registrationErrorMessage (docs/product.md §8, Registration)', () => {
  it("VALIDATION_ERROR: joins each detail's msg (or message) with '; '", () => {
    const error = apiError({
      code: 'VALIDATION_ERROR',
      message: 'phoneNumber: bad; nrcNumber: bad',
      details: [
        { field: 'phoneNumber', msg: 'Enter a Zambian mobile number.', message: 'ignored' },
        { field: 'nrcNumber', msg: '', message: 'Enter your NRC number in the form 123456/78/1.' },
      ],
    });
    expect(registrationErrorMessage(error)).toBe(
      'Enter a Zambian mobile number.; Enter your NRC number in the form 123456/78/1.',
    );
  });

  it('otherwise joins the msg of each item of an errors array', () => {
    const error = apiError({
      code: 'HTTP_400',
      message: 'Bad request',
      body: { msg: 'not this', errors: [{ msg: 'First problem' }, { msg: 'Second problem' }] },
    });
    expect(registrationErrorMessage(error)).toBe('First problem; Second problem');
  });

  it('otherwise uses the msg string', () => {
    const error = apiError({
      status: 409,
      code: 'DUPLICATE_ACCOUNT',
      message: 'from message',
      body: { msg: 'An account with this email address already exists.' },
    });
    expect(registrationErrorMessage(error)).toBe('An account with this email address already exists.');
  });

  it("then the error's message (e.g. no connection)", () => {
    const error = apiError({ status: 0, code: 'NETWORK_ERROR', message: 'Could not reach the server.' });
    expect(registrationErrorMessage(error)).toBe('Could not reach the server.');
  });

  it("defaults to 'Registration failed. Please try again.'", () => {
    expect(REGISTRATION_FAILED_MESSAGE).toBe('Registration failed. Please try again.');
    expect(registrationErrorMessage(apiError({ message: '' }))).toBe(REGISTRATION_FAILED_MESSAGE);
    expect(registrationErrorMessage(apiError({ code: 'VALIDATION_ERROR', details: [] }))).toBe(
      REGISTRATION_FAILED_MESSAGE,
    );
    expect(registrationErrorMessage(new TypeError('x is undefined'))).toBe(REGISTRATION_FAILED_MESSAGE);
    expect(
      registrationErrorMessage(
        apiError({ status: 502, code: 'INVALID_RESPONSE', message: 'Request failed (HTTP 502).' }),
      ),
    ).toBe(REGISTRATION_FAILED_MESSAGE);
  });
});
