import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';

describe('Unknown routes', () => {
  it("shows 'Page Not Found' without echoing the URL, and Go to Home goes to /", async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/no-such-page-xyz?q=<script>');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
    expect(document.body.textContent).not.toContain('no-such-page-xyz');
    // The title is set in an effect after the page paints; a busy machine shows the gap.
    await waitFor(() => expect(document.title).toBe('Page Not Found | Kwacha Loans'));

    await user.click(screen.getByRole('link', { name: 'Go to Home' }));
    expect(await screen.findByRole('heading', { name: 'Your Financial Journey, Simplified.' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    await waitFor(() => expect(document.title).toBe('Kwacha Loans'));
  });
});
