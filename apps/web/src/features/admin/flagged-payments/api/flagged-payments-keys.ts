/** Every query of this feature starts with this key, so a resolution refreshes the queue and the badge. */
export const FLAGGED_PAYMENTS_KEY = ['admin', 'flagged-payments'] as const;
