import { isApiError } from './api-client';
import { isAuthFailure, serverMessage } from './server-message';
import { MissingTokenError } from './session/missing-token-error';

// docs/product.md §8, "Loading data": what a screen says when its data could not load. Every screen
// follows one rule and differs only in its own words, which it passes in.

export const AUTH_FAILED_MESSAGE = 'Authentication failed. Please log in again.';
export const TOKEN_NOT_FOUND_MESSAGE = 'Authentication token not found. Please log in.';
/** The payment screens' fallback (docs/product.md §8, "Payment screen"). */
export const LOAD_FAILED_MESSAGE = 'Failed to load data. Please try again.';

export interface LoadErrorTexts {
  /** The screen's own words when nothing more specific applies. */
  fallback: string;
  /** What a 404 means on this screen (loan details: 'Loan not found.'); else the server's message. */
  notFound?: string;
  /**
   * Say only this screen's texts: no wait time on 429, no server message. Loan details does so (its
   * 401 and 403 sign out in any case).
   */
  ownTextsOnly?: boolean;
}

/** docs/product.md §8: 'Please wait {retryAfter or a few minutes} before trying again.' */
export function tooManyRequestsMessage(retryAfter: number | undefined): string {
  const wait =
    retryAfter === undefined || retryAfter <= 0
      ? 'a few minutes'
      : `${retryAfter} ${retryAfter === 1 ? 'second' : 'seconds'}`;
  return `Too many requests. Please wait ${wait} before trying again.`;
}

/**
 * A missing token, then the screen's 404 text, then (unless the screen keeps to its own texts) the wait
 * on 429, 'Authentication failed' on 401/403 and the server's message, and finally the fallback.
 */
export function loadErrorMessage(error: unknown, texts: LoadErrorTexts): string {
  if (error instanceof MissingTokenError) return TOKEN_NOT_FOUND_MESSAGE;
  if (texts.notFound !== undefined && isApiError(error) && error.status === 404) return texts.notFound;
  if (texts.ownTextsOnly) return texts.fallback;
  if (isApiError(error) && error.status === 429) return tooManyRequestsMessage(error.retryAfter);
  if (isAuthFailure(error)) return AUTH_FAILED_MESSAGE;
  return serverMessage(error, texts.fallback);
}

/** docs/product.md §8, Loan detail: shared by the borrower's and the staff's view of a loan. */
export const LOAN_DETAILS_ERRORS: LoadErrorTexts = {
  fallback: 'Failed to load loan details. Please try again.',
  notFound: 'Loan not found.',
  ownTextsOnly: true,
};
