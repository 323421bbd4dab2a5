/** docs/product.md §3: the browser keeps the session token under this key. */
export const TOKEN_STORAGE_KEY = 'token';
