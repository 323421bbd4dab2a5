import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildRoutes, pageRoutes } from '../../app/router';
import { setLanguage } from '../../lib/i18n/language-store';
import { allowConsoleErrors } from '../../test/console-guard';
import { renderApp } from '../../test/render-app';

function Broken(): never {
  throw new Error('secret stack detail');
}

describe('Error pages in Ichibemba (docs/product.md §22)', () => {
  it('says a page was not found in Ichibemba, and in English again after', async () => {
    await act(() => setLanguage('bem'));
    renderApp('/no-such-page-xyz');
    expect(await screen.findByRole('heading', { name: 'Ipeji Talisangilwe' })).toBeTruthy();
    expect(screen.getByText('Mutwelele, tatwasangile ipeji ilyo mulefwaya.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ileni ku Peji lya Ntanshi' }).getAttribute('href')).toBe('/');
    await waitFor(() => expect(document.title).toBe('Ipeji Talisangilwe | Kwacha Loans'));

    await act(() => setLanguage('en'));
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toBeTruthy();
  });

  it('shows the crash screen in Ichibemba, without details', async () => {
    allowConsoleErrors();
    await act(() => setLanguage('bem'));
    renderApp('/boom', buildRoutes([...pageRoutes, { path: 'boom', Component: Broken }]));
    expect(await screen.findByRole('heading', { name: 'Mutwelele! Kuli icalubana' })).toBeTruthy();
    expect(screen.getByText('Kwacitika ubwafya ubo tushaenekele. Eshenipo na kabili.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Eshenipo na kabili' })).toBeTruthy();
    expect(document.body.textContent).not.toContain('secret stack detail');

    await act(() => setLanguage('en'));
    expect(screen.getByRole('heading', { name: 'Oops! Something went wrong' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Go Home' }));
    expect(await screen.findByRole('heading', { name: 'Your Financial Journey, Simplified.' })).toBeTruthy();
  });
});
