import type { MessageDescriptor } from '@kwacha/shared/i18n/message-descriptor';
import { isApiError } from '../../lib/api-client';
import { placeDetails } from '../../lib/forms/server-errors';
import type { Translate } from '../../lib/i18n/use-t';
import { tooManyRequestsMessage } from '../../lib/load-error-message';
import { isAuthFailure, serverMessage } from '../../lib/server-message';
import { type FieldErrors, isApplyField } from './apply-form';
import { submitErrorMessages as messages } from './apply-loan.messages';
import type { SubmitProblem } from './components/submit-alert';

const inEnglish: Translate = (descriptor) => descriptor.message;

export type SubmitFailure =
  | { kind: 'fields'; fieldErrors: FieldErrors; problem: SubmitProblem | null }
  | { kind: 'problem'; problem: SubmitProblem }
  | { kind: 'terms-changed'; problem: SubmitProblem }
  | { kind: 'signed-out' };

// Refusals that are about the borrower, not the session, though some come as 403.
const LINKS: Record<string, { to: string; label: MessageDescriptor } | undefined> = {
  APPLICATION_ALREADY_OPEN: { to: '/my-loans', label: messages.goToMyLoans },
  EMAIL_NOT_VERIFIED: { to: '/verify-email-prompt', label: messages.verifyEmail },
  NOT_ELIGIBLE: undefined,
};

/**
 * What a failed submit means for the screen: field errors, a message at the top, or a lost session; the
 * app's own words in the reader's language through `t` (the server's come in it already).
 */
export function submitFailure(error: unknown, t: Translate = inEnglish): SubmitFailure {
  const failed = t(messages.failed);
  if (!isApiError(error)) return { kind: 'problem', problem: { message: failed } };
  if (error.code === 'TERMS_CHANGED') {
    return { kind: 'terms-changed', problem: { message: serverMessage(error, failed) } };
  }
  if (Object.hasOwn(LINKS, error.code)) {
    const link = LINKS[error.code];
    return {
      kind: 'problem',
      problem: {
        message: serverMessage(error, failed),
        ...(link && { link: { to: link.to, label: t(link.label) } }),
      },
    };
  }
  if (isAuthFailure(error)) return { kind: 'signed-out' };
  // The app's known text (knownText.*): the alert shows it in the reader's language.
  if (error.status === 429) {
    return { kind: 'problem', problem: { message: tooManyRequestsMessage(error.retryAfter) } };
  }
  if (error.code === 'VALIDATION_ERROR' && error.details.length > 0) {
    const { fieldErrors, others } = placeDetails(error.details, isApplyField);
    return {
      kind: 'fields',
      fieldErrors,
      problem: others.length > 0 ? { message: others.join('; ') } : null,
    };
  }
  return { kind: 'problem', problem: { message: serverMessage(error, failed) } };
}
