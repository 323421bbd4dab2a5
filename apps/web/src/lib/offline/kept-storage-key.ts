/**
 * Where the borrower's last loaded loans are kept on the device (docs/product.md §21). A module of its
 * own, with nothing else, because the session storage (lib/session/session-storage.ts) clears it and
 * ships in every page's first JavaScript (docs/performance.md).
 */
export const KEPT_QUERIES_STORAGE_KEY = 'kwacha.keptQueries';
