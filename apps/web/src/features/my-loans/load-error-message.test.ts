import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { myLoansErrorMessage, tooManyRequestsMessage } from './load-error-message';

const apiError = (status: number, body: unknown, retryAfter?: number) =>
  new ApiError({ status, code: `HTTP_${status}`, message: 'x', body, retryAfter });

describe('myLoansErrorMessage (docs/product.md §8, My loans)', () => {
  it('asks to wait on 429, for retryAfter seconds or a few minutes', () => {
    expect(myLoansErrorMessage(apiError(429, {}, 30))).toBe(
      'Too many requests. Please wait 30 seconds before trying again.',
    );
    expect(myLoansErrorMessage(apiError(429, {}))).toBe(
      'Too many requests. Please wait a few minutes before trying again.',
    );
    expect(tooManyRequestsMessage(1)).toBe('Too many requests. Please wait 1 second before trying again.');
  });

  it('says authentication failed on 401 and 403', () => {
    expect(myLoansErrorMessage(apiError(401, { msg: 'Session expired.' }))).toBe(
      'Authentication failed. Please log in again.',
    );
    expect(myLoansErrorMessage(apiError(403, {}))).toBe('Authentication failed. Please log in again.');
  });

  it('shows the server message, else the fallback', () => {
    expect(myLoansErrorMessage(apiError(500, { msg: 'Database unavailable.' }))).toBe(
      'Database unavailable.',
    );
    expect(myLoansErrorMessage(apiError(500, {}))).toBe(
      'Failed to load loan applications. Are you logged in?',
    );
    expect(myLoansErrorMessage(new Error('boom'))).toBe(
      'Failed to load loan applications. Are you logged in?',
    );
  });
});
