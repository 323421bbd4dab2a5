import { isApiError } from '../../lib/api-client';
import { MissingTokenError } from './api/get-loan';

export const LOAN_DETAILS_FAILED_MESSAGE = 'Failed to load loan details. Please try again.';
export const LOAN_NOT_FOUND_MESSAGE = 'Loan not found.';
export const TOKEN_NOT_FOUND_MESSAGE = 'Authentication token not found. Please log in.';

/** docs/product.md §8, Loan detail. (401 and 403 log out; see the page.) */
export function loanDetailsErrorMessage(error: unknown): string {
  if (error instanceof MissingTokenError) return TOKEN_NOT_FOUND_MESSAGE;
  if (isApiError(error) && error.status === 404) return LOAN_NOT_FOUND_MESSAGE;
  return LOAN_DETAILS_FAILED_MESSAGE;
}
