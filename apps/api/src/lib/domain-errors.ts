import { type ErrorDetail, errorDetail } from '@kwacha/shared/api/envelope';

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

// One-line declarations for the commonest errors, which always answer with one code and one message:
// `export class XNotFoundError extends notFound('X_NOT_FOUND', TEXT.notFound) {}`. The subclass keeps
// its own name (logs, `instanceof`); testing/thrown-error-codes.ts reads these calls for docs/product.md §8.

function fixedError<T extends NotFoundError | ConflictError, const C extends string>(
  Base: new (message: string) => T,
  code: C,
  message: string,
): new () => T & { readonly code: C } {
  // Both bases take the message alone and declare `code` as a string the subclass may narrow.
  const Fixed = class extends (Base as unknown as typeof ConflictError) {
    override readonly code = code;
    constructor() {
      super(message);
    }
  };
  return Fixed as unknown as new () => T & { readonly code: C };
}

/** The base of a 404 that always answers with this code and message. */
export const notFound = <const C extends string>(code: C, message: string) =>
  fixedError(NotFoundError, code, message);

/** The base of a 409 that always answers with this code and message. */
export const conflict = <const C extends string>(code: C, message: string) =>
  fixedError(ConflictError, code, message);

/** The base of a VALIDATION_ERROR that always refuses one field with one message. */
export function fieldRefusal(field: string, message: string): new () => ValidationError {
  return class extends ValidationError {
    constructor() {
      super([errorDetail(field, message)]);
    }
  };
}
