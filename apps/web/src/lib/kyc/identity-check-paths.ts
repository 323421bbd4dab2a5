/** Where staff review identity checks (docs/product.md §20.4): the queue and one borrower's check. */
export const ADMIN_IDENTITY_CHECKS_PATH = '/admin-dashboard/identity-checks';
export const identityCheckReviewPath = (userId: string) =>
  `${ADMIN_IDENTITY_CHECKS_PATH}/${encodeURIComponent(userId)}`;
