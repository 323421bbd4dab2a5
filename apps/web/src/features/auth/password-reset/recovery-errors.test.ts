import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import {
  forgotPasswordErrorMessage,
  isInvalidResetLink,
  RESET_PASSWORD_FAILED_MESSAGE,
  resetPasswordErrorMessage,
} from './recovery-errors';

describe('password recovery error messages (docs/product.md §8)', () => {
  it("forgot: the server's message, else the fallback", () => {
    const limited = new ApiError({ status: 429, code: 'RATE_LIMITED', message: 'Too many requests.' });
    expect(forgotPasswordErrorMessage(limited)).toBe('Too many requests.');
    expect(forgotPasswordErrorMessage(new Error('boom'))).toBe(
      'Failed to send password reset link. Please try again.',
    );
  });

  it('reset: a malformed token counts as an invalid link, without the verification wording', () => {
    const malformed = new ApiError({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'Verification link is invalid or missing a token.',
      details: [
        {
          field: 'token',
          msg: 'Verification link is invalid or missing a token.',
          message: 'Verification link is invalid or missing a token.',
        },
      ],
    });
    expect(isInvalidResetLink(malformed)).toBe(true);
    expect(resetPasswordErrorMessage(malformed)).toBe(RESET_PASSWORD_FAILED_MESSAGE);
    expect(isInvalidResetLink(new ApiError({ status: 400, code: 'INVALID_TOKEN', message: 'x' }))).toBe(true);
    expect(isInvalidResetLink(new ApiError({ status: 500, code: 'INTERNAL', message: 'x' }))).toBe(false);
  });
});
