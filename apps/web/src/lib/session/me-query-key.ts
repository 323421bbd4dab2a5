/** The me query's key, in a module of its own so the session can name it without loading TanStack Query. */
export const ME_QUERY_KEY = ['auth', 'me'] as const;
