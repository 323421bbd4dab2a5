import { KEPT_QUERIES_STORAGE_KEY } from '../offline/kept-storage-key';
import { TOKEN_STORAGE_KEY } from './token-storage-key';

/** docs/product.md §3: the browser keeps the session as 'token' and 'userId'. */
export const USER_ID_STORAGE_KEY = 'userId';

// Storage can throw (privacy modes, full quota); the session then simply lives in memory.
export function readStoredToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_STORAGE_KEY) || null;
  } catch {
    return null;
  }
}

/**
 * Signing in, and signing out, also forgets the loans kept on the device for the previous session: a
 * shared phone never shows one borrower's loans to the next (docs/product.md §21).
 */
export function storeSession(token: string, userId: string | undefined): void {
  try {
    localStorage.removeItem(KEPT_QUERIES_STORAGE_KEY);
    localStorage.setItem(TOKEN_STORAGE_KEY, token);
    if (userId) localStorage.setItem(USER_ID_STORAGE_KEY, userId);
    else localStorage.removeItem(USER_ID_STORAGE_KEY);
  } catch {
    // Nothing to do: see readStoredToken.
  }
}

export function clearStoredSession(): void {
  try {
    localStorage.removeItem(KEPT_QUERIES_STORAGE_KEY);
    localStorage.removeItem(TOKEN_STORAGE_KEY);
    localStorage.removeItem(USER_ID_STORAGE_KEY);
  } catch {
    // Nothing to do: see readStoredToken.
  }
}
