/** Every read of the desk: the queue, one case, the collectors. A change reads them again. */
export const COLLECTIONS_KEY = ['admin', 'collections'] as const;
