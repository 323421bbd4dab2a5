import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { readStoredToken } from '../session/session-storage';
import { KEPT_QUERIES_STORAGE_KEY } from './kept-storage-key';

/** A kept answer is shown for at most a week; older ones are dropped (docs/decisions/023-offline-shell-and-kept-loans.md). */
export const KEPT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** One kept answer and when it was fetched (ms since the epoch). */
export interface KeptAnswer<T> {
  data: T;
  fetchedAt: number;
}

/**
 * What is on the device: the answers of one signed-in borrower, bound to the session's token. Another
 * token (someone else signing in on a shared phone) never reads them, and the session clears them.
 */
interface KeptStore {
  token: string;
  userId: string;
  entries: Record<string, KeptAnswer<unknown>>;
}

const isMeKey = (key: QueryKey) => key[0] === 'auth' && key[1] === 'me';

/**
 * The borrower's queries worth showing without a network: who they are (so the session survives an
 * offline reload), their loans, one loan's details, the dashboard and their identity check's status
 * (the dashboard's card). Nothing else is kept.
 */
export function isKeptQueryKey(key: QueryKey): boolean {
  if (isMeKey(key)) return true;
  if (key[0] === 'loans') return key[1] === 'mine' || (key[1] === 'detail' && key.length === 3);
  if (key[0] === 'kyc') return key[1] === 'mine' && key.length === 2;
  return key[0] === 'dashboard' && key.length === 1;
}

const keyText = (key: QueryKey) => JSON.stringify(key);

function readStore(): KeptStore | undefined {
  try {
    const raw = localStorage.getItem(KEPT_QUERIES_STORAGE_KEY);
    if (!raw) return undefined;
    const store = JSON.parse(raw) as Partial<KeptStore>;
    if (typeof store.token !== 'string' || typeof store.userId !== 'string' || !store.entries)
      return undefined;
    return store as KeptStore;
  } catch {
    return undefined;
  }
}

function clearStore(): void {
  try {
    localStorage.removeItem(KEPT_QUERIES_STORAGE_KEY);
  } catch {
    // Storage unavailable: nothing was kept either.
  }
}

function writeStore(store: KeptStore): void {
  try {
    localStorage.setItem(KEPT_QUERIES_STORAGE_KEY, JSON.stringify(store));
  } catch {
    // A full quota or no storage: the app works online as before; nothing is kept.
  }
}

const isBorrower = (value: unknown): value is { id: string; role: 'user' } =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { id?: unknown }).id === 'string' &&
  (value as { role?: unknown }).role === 'user';

/**
 * Keeps a successful answer of a kept query. The user's own answer (the me query) decides whose store
 * it is: another user or a staff member empties it. Other answers are kept only in the store of the
 * session's current token.
 */
export function keepAnswer(key: QueryKey, data: unknown, fetchedAt: number, now = Date.now()): void {
  if (!isKeptQueryKey(key)) return;
  const token = readStoredToken();
  if (token === null) return;
  let store = readStore();
  if (isMeKey(key)) {
    if (!isBorrower(data)) {
      clearStore();
      return;
    }
    if (store?.token !== token || store.userId !== data.id) store = { token, userId: data.id, entries: {} };
  }
  if (store?.token !== token) return;
  const entries = Object.fromEntries(
    Object.entries(store.entries).filter(([, entry]) => now - entry.fetchedAt <= KEPT_MAX_AGE_MS),
  );
  entries[keyText(key)] = { data, fetchedAt };
  writeStore({ ...store, entries });
}

/** The kept answer for this query, if the current session kept one within the last week. */
export function readKeptAnswer<T>(key: QueryKey, now = Date.now()): KeptAnswer<T> | undefined {
  const token = readStoredToken();
  const store = readStore();
  if (token === null || store?.token !== token) return undefined;
  const entry = store.entries[keyText(key)];
  if (!entry || now - entry.fetchedAt > KEPT_MAX_AGE_MS) return undefined;
  return entry as KeptAnswer<T>;
}

/** Keeps every successful answer of a kept query as it arrives (createQueryClient calls this). */
export function keepAnswersOf(client: QueryClient): () => void {
  return client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    const { queryKey, state } = event.query;
    if (state.data !== undefined) keepAnswer(queryKey, state.data, state.dataUpdatedAt);
  });
}
