import { act, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../lib/i18n/language-store';
import { Footer } from './footer';

function renderFooter() {
  const router = createMemoryRouter([{ path: '/', Component: Footer }]);
  return render(<RouterProvider router={router} />);
}

describe('Footer', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the current year, computed at render', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-03-15T10:00:00Z'));
    renderFooter();
    expect(screen.getByText('© 2031 Kwacha Loans. All rights reserved.')).toBeTruthy();
  });

  it('has info links, social links with names and support hours', () => {
    renderFooter();
    const info = within(screen.getByRole('navigation', { name: 'Information' }));
    const expected = {
      'About Us': '/about-us',
      'How It Works': '/how-it-works',
      'Loan Products': '/loan-products',
      'Contact Us': '/contact-us',
      'Privacy Policy': '/privacy-policy',
      'Terms of Use': '/terms-of-use',
    };
    for (const [name, href] of Object.entries(expected)) {
      expect(info.getByRole('link', { name }).getAttribute('href')).toBe(href);
    }
    for (const network of ['Facebook', 'X (Twitter)', 'LinkedIn']) {
      expect(screen.getByRole('link', { name: `Kwacha Loans on ${network}` })).toBeTruthy();
    }
    expect(screen.getByText('Monday-Friday 8:00-18:00, Saturday 9:00-14:00, Sunday closed')).toBeTruthy();
  });

  it("names the social links in the reader's language, the networks as they are", async () => {
    renderFooter();
    await act(() => setLanguage('ny'));
    expect(screen.getByRole('link', { name: 'Kwacha Loans pa X (Twitter)' })).toBeTruthy();
    await act(() => setLanguage('en'));
    expect(screen.getByRole('link', { name: 'Kwacha Loans on X (Twitter)' })).toBeTruthy();
  });
});
