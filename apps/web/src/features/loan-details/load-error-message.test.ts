import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { getLoan, MissingTokenError } from './api/get-loan';
import { loanDetailsErrorMessage } from './load-error-message';

describe('loanDetailsErrorMessage (docs/product.md §8, Loan detail)', () => {
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

  it('does not call the API without a stored token', async () => {
    localStorage.removeItem('token');
    await expect(getLoan('loan-1')).rejects.toBeInstanceOf(MissingTokenError);
  });
});
