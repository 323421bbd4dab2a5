import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { LOAN_DETAILS_ERRORS, loadErrorMessage, tooManyRequestsMessage } from './load-error-message';
import { MissingTokenError } from './session/missing-token-error';

const apiError = (status: number, body: unknown, retryAfter?: number) =>
  new ApiError({ status, code: `HTTP_${status}`, message: 'x', body, retryAfter });

// The screens' own words, as their pages pass them (docs/product.md §8).
const myLoansErrorMessage = (error: unknown) =>
  loadErrorMessage(error, { fallback: 'Failed to load loan applications. Are you logged in?' });
const loanDetailsErrorMessage = (error: unknown) => loadErrorMessage(error, LOAN_DETAILS_ERRORS);

describe('loadErrorMessage, as My loans uses it (docs/product.md §8, My loans)', () => {
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

describe('loadErrorMessage, as loan details uses it (docs/product.md §8, Loan detail)', () => {
  it('names a missing token, a missing loan, and anything else', () => {
    expect(loanDetailsErrorMessage(new MissingTokenError('x'))).toBe(
      'Authentication token not found. Please log in.',
    );
    expect(loanDetailsErrorMessage(new ApiError({ status: 404, code: 'LOAN_NOT_FOUND', message: 'x' }))).toBe(
      'Loan not found.',
    );
    expect(loanDetailsErrorMessage(new ApiError({ status: 500, code: 'INTERNAL', message: 'x' }))).toBe(
      'Failed to load loan details. Please try again.',
    );
  });

  it('keeps to its own texts: no wait time and no server message', () => {
    expect(loanDetailsErrorMessage(apiError(429, {}, 30))).toBe(
      'Failed to load loan details. Please try again.',
    );
    expect(loanDetailsErrorMessage(apiError(500, { msg: 'Database unavailable.' }))).toBe(
      'Failed to load loan details. Please try again.',
    );
  });
});
