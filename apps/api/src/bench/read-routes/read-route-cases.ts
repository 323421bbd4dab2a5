/** Who asks: nobody (a public route), the demo borrower, or a staff member. */
export type Caller = 'public' | 'borrower' | 'staff';

export interface ReadRouteCase {
  name: string;
  /** The product's URL; `{loanId}` is the demo borrower's active loan. */
  path: string;
  caller: Caller;
  /**
   * Sent as Accept-Encoding to the product, as a browser sends it: the answer comes compressed (brotli).
   * The bare route answers uncompressed, so the ratio includes what compressing costs.
   */
  acceptEncoding?: string;
}

/**
 * The read routes of docs/performance.md, as the web app calls them. Public routes are held to 0.7 of
 * the bare route, the others to 0.5.
 */
export const READ_ROUTE_CASES: readonly ReadRouteCase[] = [
  { name: 'loan products', path: '/api/loan-products', caller: 'public' },
  { name: 'me', path: '/api/auth/me', caller: 'borrower' },
  { name: 'my loans (8)', path: '/api/loan-applications/my-loans', caller: 'borrower' },
  {
    name: 'my loans (br)',
    path: '/api/loan-applications/my-loans',
    caller: 'borrower',
    acceptEncoding: 'gzip, deflate, br',
  },
  { name: 'loan details', path: '/api/loan-applications/{loanId}', caller: 'borrower' },
  { name: 'dashboard', path: '/api/dashboard', caller: 'borrower' },
  { name: 'notifications', path: '/api/notifications', caller: 'borrower' },
  { name: 'admin list', path: '/api/loan-applications/admin', caller: 'staff' },
];

export const RATIO_GOAL: Record<Caller, number> = { public: 0.7, borrower: 0.5, staff: 0.5 };
export const P99_GOAL_MS = 50;
