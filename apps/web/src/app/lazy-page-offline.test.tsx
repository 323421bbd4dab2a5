import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { allowConsoleErrors } from '../test/console-guard';
import { renderApp } from '../test/render-app';
import { lazyPage } from './lazy-page';
import { buildRoutes, pageRoutes } from './router';

const OFFLINE_BODY = 'This page needs a connection. It opens once you are back online.';

/** What the browser throws when a page's chunk cannot be fetched. */
const chunkFailure = () => new TypeError('Failed to fetch dynamically imported module');

function setOnline(online: boolean) {
  onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
}

function Arrived() {
  return <h1>Arrived</h1>;
}

/** A page whose chunk fails until `reachable` is set, then loads. */
function pageBehindNetwork() {
  const network = { reachable: false, asked: 0 };
  const load = async () => {
    network.asked += 1;
    if (!network.reachable) throw chunkFailure();
    return Arrived;
  };
  return { network, routes: buildRoutes([...pageRoutes, { path: 'far', element: lazyPage(load) }]) };
}

// Only navigator.onLine: the test setup's own console spy stays.
let onLine: ReturnType<typeof vi.spyOn> | undefined;
afterEach(() => onLine?.mockRestore());

describe('A page whose code is not on the phone, opened offline (docs/product.md §21.1)', () => {
  it('says it needs a connection inside the layout, not the crash screen, and loads once back online', async () => {
    setOnline(false);
    const { network, routes } = pageBehindNetwork();
    renderApp('/far', routes);

    expect(await screen.findByRole('heading', { name: 'You are offline' })).toBeTruthy();
    expect(screen.getByText(OFFLINE_BODY)).toBeTruthy();
    expect(screen.queryByText('Oops! Something went wrong')).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    // The title is set by an effect after the heading paints; on a busy machine that is a tick later.
    await waitFor(() => expect(document.title).toBe('You are offline | Kwacha Loans'));

    setOnline(true);
    network.reachable = true;
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByRole('heading', { name: 'Arrived' })).toBeTruthy();
    expect(network.asked).toBe(2);
  });

  it('asks for the page again on Try Again', async () => {
    setOnline(false);
    const user = userEvent.setup();
    const { network, routes } = pageBehindNetwork();
    renderApp('/far', routes);
    await screen.findByRole('heading', { name: 'You are offline' });

    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    // Still offline: asked again, and still says so.
    expect(await screen.findByRole('heading', { name: 'You are offline' })).toBeTruthy();
    expect(network.asked).toBe(2);

    network.reachable = true;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Arrived' })).toBeTruthy();
  });

  it('says the same for a part of a page that cannot load offline', async () => {
    setOnline(false);
    const Part = lazy(() => Promise.reject(chunkFailure()));
    const routes = buildRoutes([...pageRoutes, { path: 'part', element: <Part /> }]);
    // A part's failure reaches the page's error boundary, which logs it.
    allowConsoleErrors();
    renderApp('/part', routes);
    expect(await screen.findByRole('heading', { name: 'You are offline' })).toBeTruthy();
    expect(screen.queryByText('Oops! Something went wrong')).toBeNull();
  });

  it('is still the crash screen when the chunk fails while online', async () => {
    const { routes } = pageBehindNetwork();
    allowConsoleErrors();
    renderApp('/far', routes);
    expect(await screen.findByRole('heading', { name: 'Oops! Something went wrong' })).toBeTruthy();
  });
});
