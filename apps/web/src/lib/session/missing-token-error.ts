/**
 * docs/product.md §8, Loan detail: the loan calls are not made without a stored token. Thrown by the
 * borrower's and the staff's loan fetchers and read by the load-error message, so it lives in lib/.
 */
export class MissingTokenError extends Error {
  override readonly name = 'MissingTokenError';
}
