import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { TokenMissingError } from '../api/login';
import { LOGIN_FAILED_MESSAGE, loginErrorMessage } from './login-error-message';

const apiError = (body: unknown, message = 'Request failed (HTTP 400).') =>
  new ApiError({ status: 400, code: 'X', message, body });

describe('loginErrorMessage', () => {
  it('uses the msg string first', () => {
    const body = { msg: 'Invalid email/username or password.', errors: [{ msg: 'ignored' }] };
    expect(loginErrorMessage(apiError(body, 'other'))).toBe('Invalid email/username or password.');
  });

  it('joins the msgs of an errors array with "; "', () => {
    const body = { errors: [{ msg: 'Email is required' }, { nope: 1 }, { msg: 'Password is required' }] };
    expect(loginErrorMessage(apiError(body))).toBe('Email is required; Password is required');
  });

  it("falls back to the error's own message, then the default", () => {
    expect(loginErrorMessage(apiError({ errors: [] }, 'Too many attempts.'))).toBe('Too many attempts.');
    expect(loginErrorMessage(apiError('<html>', ''))).toBe(LOGIN_FAILED_MESSAGE);
    expect(LOGIN_FAILED_MESSAGE).toBe('Login failed. Please check your credentials.');
  });

  it('reports a missing token, and hides anything that is not an API error', () => {
    expect(loginErrorMessage(new TokenMissingError())).toBe('Token missing from server response.');
    expect(loginErrorMessage(new TypeError('x is undefined'))).toBe(LOGIN_FAILED_MESSAGE);
    expect(loginErrorMessage(undefined)).toBe(LOGIN_FAILED_MESSAGE);
  });
});
