import { afterEach, describe, expect, it } from 'vitest';
import { clearStoredSession, storeSession } from '../session/session-storage';
import { setLowDataMode } from './low-data-mode';
import { wantsServiceWorker } from './schedule-service-worker';

function prefersReducedData(on: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({ matches: on && query === '(prefers-reduced-data: reduce)', media: query }),
  });
}

const original = Object.getOwnPropertyDescriptor(window, 'matchMedia');

afterEach(() => {
  localStorage.clear();
  clearStoredSession();
  if (original) Object.defineProperty(window, 'matchMedia', original);
  else Reflect.deleteProperty(window, 'matchMedia');
});

describe('the offline shell in low-data mode (docs/product.md §21.5)', () => {
  it('installs for every visitor when data is not scarce', () => {
    expect(wantsServiceWorker()).toBe(true);
  });

  it('is not downloaded for a signed-out visitor who asked for less data', () => {
    prefersReducedData(true);
    expect(wantsServiceWorker()).toBe(false);
    setLowDataMode(true);
    expect(wantsServiceWorker()).toBe(false);
  });

  it('still installs for a signed-in borrower, whose loans it keeps for offline reading', () => {
    setLowDataMode(true);
    storeSession('a-token', 'a-user');
    expect(wantsServiceWorker()).toBe(true);
  });
});
