import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildRoutes, pageRoutes } from '../../app/router';
import { allowConsoleErrors } from '../../test/console-guard';
import { renderApp } from '../../test/render-app';

const page = { broken: true };

function Flaky() {
  if (page.broken) throw new Error('secret stack detail');
  return <h1>Recovered</h1>;
}

function crashingRoutes() {
  page.broken = true;
  return { page, routes: buildRoutes([...pageRoutes, { path: 'boom', Component: Flaky }]) };
}

describe('Route crash screen', () => {
  it('shows the crash screen without details, and Go Home goes to /', async () => {
    allowConsoleErrors();
    const user = userEvent.setup();
    const { router } = renderApp('/boom', crashingRoutes().routes);

    expect(await screen.findByRole('heading', { name: 'Oops! Something went wrong' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
    expect(document.body.textContent).not.toContain('secret stack detail');
    // The layout survives a page crash.
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();

    await user.click(screen.getByRole('link', { name: 'Go Home' }));
    expect(await screen.findByRole('heading', { name: 'Your Financial Journey, Simplified.' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('Try Again renders the page again', async () => {
    allowConsoleErrors();
    const user = userEvent.setup();
    const { page, routes } = crashingRoutes();
    renderApp('/boom', routes);
    await screen.findByRole('heading', { name: 'Oops! Something went wrong' });

    page.broken = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Recovered' })).toBeTruthy();
  });
});
