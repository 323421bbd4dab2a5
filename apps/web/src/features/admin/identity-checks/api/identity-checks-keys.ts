/** Every staff query of identity checks starts with this key, so a decision refreshes list and review. */
export const IDENTITY_CHECKS_KEY = ['admin', 'kyc'] as const;

export const identityCheckPath = (userId: string) => `/api/admin/kyc/${encodeURIComponent(userId)}`;
export const identityDocumentPath = (userId: string, kind: string) =>
  `${identityCheckPath(userId)}/documents/${encodeURIComponent(kind)}`;
