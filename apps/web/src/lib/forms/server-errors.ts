import type { ApiErrorDetail } from '../api-error';

export interface PlacedDetails<F extends string> {
  /** The first message the server gave for each field the form has. */
  fieldErrors: Partial<Record<F, string>>;
  /** The messages about anything else, in the server's order. */
  others: string[];
}

/**
 * A refusal's details (docs/architecture.md §4: a 400 VALIDATION_ERROR, or a 409 naming the duplicate
 * field, lists one `{ field, msg, message }` per problem) split between the fields a form has and the rest.
 */
export function placeDetails<F extends string>(
  details: readonly ApiErrorDetail[],
  isField: (field: string) => field is F,
): PlacedDetails<F> {
  const fieldErrors: Partial<Record<F, string>> = {};
  const others: string[] = [];
  for (const detail of details) {
    const message = detail.message || detail.msg;
    if (!message) continue;
    if (!isField(detail.field)) others.push(message);
    else fieldErrors[detail.field] ??= message;
  }
  return { fieldErrors, others };
}
