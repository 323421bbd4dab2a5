import { useSyncExternalStore } from 'react';

/** docs/product.md §21: the device's choice, 'on' or 'off'; without one, the browser's Save-Data hint. */
export const LOW_DATA_STORAGE_KEY = 'kwacha.lowDataMode';

export const LOW_DATA_LABEL = 'Low-data mode (no charts, no pictures)';

const listeners = new Set<() => void>();

/**
 * The browser's Data Saver (`navigator.connection.saveData`, Chromium on Android, sent to servers as
 * `Save-Data: on`) or the `prefers-reduced-data` media feature (a draft a browser may ship behind a flag):
 * a data-poor visitor.
 */
function saveDataHint(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  if (connection?.saveData === true) return true;
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-data: reduce)').matches;
}

export function readLowDataMode(): boolean {
  try {
    const stored = localStorage.getItem(LOW_DATA_STORAGE_KEY);
    if (stored === 'on') return true;
    if (stored === 'off') return false;
  } catch {
    // No storage: the hint decides.
  }
  return saveDataHint();
}

/** Remembers the choice on this device and tells every screen showing charts or pictures. */
export function setLowDataMode(on: boolean): void {
  try {
    localStorage.setItem(LOW_DATA_STORAGE_KEY, on ? 'on' : 'off');
  } catch {
    // No storage: the choice cannot be remembered, and the hint goes on deciding.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab of the app changed it.
  const onStorage = (event: StorageEvent) => {
    if (event.key === LOW_DATA_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Whether to leave out charts and decorative pictures (and never download them). Off when pre-rendering. */
export function useLowDataMode(): boolean {
  return useSyncExternalStore(subscribe, readLowDataMode, () => false);
}
