import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { BrowserRouter, matchRoutes } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { AppRoot, AppRoutes } from '../app/app-root';
import { preloadAll } from '../app/lazy-page';
import { routes } from '../app/router';
import { renderPage } from './render-page';

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

const figure = (container: HTMLElement, label: string) =>
  [...container.querySelectorAll('dt')].find((dt) => dt.textContent === label)?.nextElementSibling
    ?.textContent;

// docs/product.md §21: on a slow network the pre-rendered calculator is on screen before its JavaScript;
// what the visitor types meanwhile must not be thrown away when the page hydrates.
it('starts from what the visitor typed into the pre-rendered calculator before it hydrated', async () => {
  vi.stubGlobal('fetch', () => new Promise(() => {}));
  const { html } = await renderPage('/');
  window.history.replaceState(null, '', '/');
  const container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = html;
  document.body.append(container);
  const amount = container.querySelector<HTMLInputElement>('input[name="amount"]');
  const duration = container.querySelector<HTMLInputElement>('input[name="duration"]');
  if (!amount || !duration) throw new Error('the pre-rendered calculator has no amount or duration');
  // Typed before any JavaScript ran: only the DOM knows.
  amount.value = '10000';
  duration.value = '12';

  await preloadAll((matchRoutes(routes, '/') ?? []).map((match) => match.route.element));
  // The app creates its query client just after hydrating; loaded now, it is not loaded after the test.
  await import('../lib/query-client');
  await act(async () => {
    root = hydrateRoot(
      container,
      <AppRoot prerendered>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppRoot>,
      // A mismatch is prerender/render-page.test.tsx's to report; this test is about the typed values.
      { onRecoverableError: () => {} },
    );
  });

  expect(amount.value).toBe('10000');
  expect(duration.value).toBe('12');
  // fee 5% of 10,000 = 500; total 10,000 × (1 + 0.15) = 11,500; monthly 11,500 / 12 = 958.33
  expect(figure(container, 'Service Fee (5%)')).toBe('K500.00');
  expect(figure(container, 'Monthly Repayment')).toBe('K958.33');
});
