import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { modalDialogPart } from '../components/ui/modal-provider';
import { toastItemPart } from '../components/ui/toast-provider';
import { setLanguage } from '../lib/i18n/language-store';
import { recordConsoleError, takeUnexpectedConsoleErrors } from './console-guard';

// Pages are lazy chunks that jsdom compiles on first use; on a busy CI machine that can take more than
// Testing Library's default 1 s, so `findBy…` queries wait up to 10 s.
configure({ asyncUtilTimeout: 10_000 });

// Toasts and dialogs are fetched after the app mounts (components/ui/on-demand-part.ts), in a browser
// long before anyone taps; tests that tap at once get them loaded first. on-demand-part.test.tsx covers
// a toast asked for before its chunk is in.
beforeAll(async () => {
  await Promise.all([toastItemPart.fetch(), modalDialogPart.fetch()]);
});

const originalConsoleError = console.error;

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    recordConsoleError(args);
    originalConsoleError(...args);
  });
  // jsdom does not implement scrolling; React Router's ScrollRestoration calls it on navigation.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  // The active language is module state: a test that switched to Bemba leaves the next one in English.
  void setLanguage('en');
  localStorage.clear();
  sessionStorage.clear();
  document.title = '';
  const unexpected = takeUnexpectedConsoleErrors();
  if (unexpected.length > 0) {
    const first = unexpected[0]?.map(String).join(' ') ?? '';
    throw new Error(`console.error was called ${unexpected.length} time(s) unexpectedly. First: ${first}`);
  }
});
