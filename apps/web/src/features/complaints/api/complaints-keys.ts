/** Every query of the borrower's complaints starts with this key, so a new complaint refreshes the list. */
export const COMPLAINTS_KEY = ['complaints', 'mine'] as const;
