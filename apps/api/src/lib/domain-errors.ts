import type { ErrorDetail } from '@kwacha/shared/api/envelope';

/**
 * What kind of failure a domain error is. Services speak in these kinds and never in HTTP;
 * the one error handler (plugins/error-handler.ts) maps each kind to a status code.
 */
export type ErrorKind =
  | 'validation'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'payment_refused'
  | 'rate_limited'
  | 'unavailable';

export abstract class DomainError extends Error {
  abstract readonly code: string;
  abstract readonly kind: ErrorKind;
  readonly details?: ErrorDetail[];

  constructor(message: string, details?: ErrorDetail[]) {
    super(message);
    this.name = new.target.name;
    if (details) this.details = details;
  }
}

/**
 * A validation refusal's message: the fields' own messages, each once, joined with '; '
 * (docs/product.md §8.2). Field names stay in `details` for forms to place them; screens show this
 * message as it is, so SPEC's texts ("Verification link is invalid or missing a token.") must read
 * exactly as written, never "token: …".
 */
export function validationMessage(details: readonly ErrorDetail[]): string {
  return [...new Set(details.map((d) => d.message))].join('; ');
}

export class ValidationError extends DomainError {
  readonly code = 'VALIDATION_ERROR';
  readonly kind = 'validation';
  constructor(details: ErrorDetail[], message?: string) {
    super(message ?? validationMessage(details), details);
  }
}

export class NotFoundError extends DomainError {
  readonly code: string = 'NOT_FOUND';
  readonly kind = 'not_found';
}

export class UnauthenticatedError extends DomainError {
  readonly code: string = 'UNAUTHENTICATED';
  readonly kind = 'unauthenticated';
}

export class ForbiddenError extends DomainError {
  readonly code: string = 'FORBIDDEN';
  readonly kind = 'forbidden';
}

export class ConflictError extends DomainError {
  readonly code: string = 'CONFLICT';
  readonly kind = 'conflict';
}

export class RateLimitedError extends DomainError {
  readonly code = 'RATE_LIMITED';
  readonly kind = 'rate_limited';
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}

export class ServiceUnavailableError extends DomainError {
  readonly code: string = 'SERVICE_UNAVAILABLE';
  readonly kind = 'unavailable';
}
