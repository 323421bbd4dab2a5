/** Every query of this feature starts with this key, so a resend refreshes the list, the message and the counts. */
export const EMAILS_KEY = ['admin', 'emails'] as const;

/** How often a list or a message with mail on its way is read again (docs/product.md §14.7). */
export const EMAIL_REFRESH_MS = 5_000;

/** Mail on its way: what the sender may still change in a few seconds. */
export const isInFlight = (status: string) => status === 'queued' || status === 'sending';
