import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createDashboard } from '../../test/builders/dashboard';
import { createUser, ok, signedInAs } from '../../test/fake-api';
import { preloadPages, renderWithSession } from '../../test/render-with-session';

const loadedCharts = vi.hoisted(() => ({ count: 0 }));
// Counts every time the charts' module is asked for: in low-data mode it must never be.
vi.mock('./analytics/analytics-panel', async (importOriginal) => {
  loadedCharts.count += 1;
  return importOriginal();
});

beforeAll(() => preloadPages());

describe('Dashboard in low-data mode (docs/product.md §21)', () => {
  it('offers no charts and never loads them; switching it off in the profile brings them back', async () => {
    const user = userEvent.setup();
    localStorage.setItem('kwacha.lowDataMode', 'on');
    signedInAs(createUser(), { 'GET /api/dashboard': ok(createDashboard()) });
    const { router } = renderWithSession('/dashboard');
    await screen.findByText('Charts are off in low-data mode.');
    expect(screen.queryByRole('button', { name: 'Show Analytics' })).toBeNull();
    expect(loadedCharts.count).toBe(0);

    await user.click(screen.getByRole('link', { name: 'Change this in your profile' }));
    const toggle = await screen.findByRole('switch', { name: 'Low-data mode (no charts, no pictures)' });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(screen.getByText('Charts and pictures are shown when you ask for them.')).toBeTruthy();
    expect(localStorage.getItem('kwacha.lowDataMode')).toBe('off');

    await router.navigate('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Show Analytics' }));
    await screen.findByText('Payment Trend');
    expect(loadedCharts.count).toBe(1);
  });
});
