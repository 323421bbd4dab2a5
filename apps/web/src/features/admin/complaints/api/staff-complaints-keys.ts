/** Every query of the staff complaints screen starts with this key, so an action refreshes queue and detail. */
export const STAFF_COMPLAINTS_KEY = ['admin', 'complaints'] as const;
