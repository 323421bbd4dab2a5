import { z } from 'zod';

/** An unset variable and an empty one (`FOO=` in a .env file) mean the same: use the default. */
export const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

/** A provider's base or callback URL: http or https only (the schema library checks the rest). */
export const httpUrl = z
  .string()
  .trim()
  .pipe(z.url({ protocol: /^https?$/, error: 'must be a URL starting with http:// or https://' }));
