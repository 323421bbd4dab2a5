export const ADMIN_USERS_PAGE_PATH = '/admin-dashboard/users';

export const adminUserPath = (id: string) => `${ADMIN_USERS_PAGE_PATH}/${encodeURIComponent(id)}`;

/** Staff open a loan where they open any loan (docs/product.md §2). */
export const loanDetailsPath = (id: string) => `/loan-details/${encodeURIComponent(id)}`;
