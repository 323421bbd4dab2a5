import { isApiError } from '../../lib/api-client';
import { placeDetails } from '../../lib/forms/server-errors';
import { isAuthFailure, serverMessage } from '../../lib/server-message';
import { type FieldErrors, isApplyField } from './apply-form';
import type { SubmitProblem } from './components/submit-alert';

export const SUBMIT_FAILED_MESSAGE = 'Failed to submit your application. Please try again.';

export type SubmitFailure =
  | { kind: 'fields'; fieldErrors: FieldErrors; problem: SubmitProblem | null }
  | { kind: 'problem'; problem: SubmitProblem }
  | { kind: 'terms-changed'; problem: SubmitProblem }
  | { kind: 'signed-out' };

// Refusals that are about the borrower, not the session, though some come as 403.
const LINKS: Record<string, SubmitProblem['link']> = {
  APPLICATION_ALREADY_OPEN: { to: '/my-loans', label: 'Go to My Loans' },
  EMAIL_NOT_VERIFIED: { to: '/verify-email-prompt', label: 'Verify your email' },
  NOT_ELIGIBLE: undefined,
};

/** What a failed submit means for the screen: field errors, a message at the top, or a lost session. */
export function submitFailure(error: unknown): SubmitFailure {
  if (!isApiError(error)) return { kind: 'problem', problem: { message: SUBMIT_FAILED_MESSAGE } };
  if (error.code === 'TERMS_CHANGED') {
    return { kind: 'terms-changed', problem: { message: serverMessage(error, SUBMIT_FAILED_MESSAGE) } };
  }
  if (Object.hasOwn(LINKS, error.code)) {
    const link = LINKS[error.code];
    return {
      kind: 'problem',
      problem: { message: serverMessage(error, SUBMIT_FAILED_MESSAGE), ...(link && { link }) },
    };
  }
  if (isAuthFailure(error)) return { kind: 'signed-out' };
  if (error.status === 429) {
    const wait = error.retryAfter ? `${error.retryAfter} seconds` : 'a few minutes';
    return {
      kind: 'problem',
      problem: { message: `Too many requests. Please wait ${wait} before trying again.` },
    };
  }
  if (error.code === 'VALIDATION_ERROR' && error.details.length > 0) {
    const { fieldErrors, others } = placeDetails(error.details, isApplyField);
    return {
      kind: 'fields',
      fieldErrors,
      problem: others.length > 0 ? { message: others.join('; ') } : null,
    };
  }
  return { kind: 'problem', problem: { message: serverMessage(error, SUBMIT_FAILED_MESSAGE) } };
}
