import { act, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { setLanguage } from '../../lib/i18n/language-store';
import { fakeApi, ok } from '../../test/fake-api';
import { preloadPages, renderWithSession } from '../../test/render-with-session';

beforeAll(() => preloadPages());

const TOKEN = 'v1.some-signed-token';
const LOOK = 'GET /api/unsubscribe';

describe('UnsubscribePage in Ichibemba and Chinyanja (docs/product.md §22)', () => {
  it('asks in Ichibemba once chosen, and in English again after', async () => {
    await act(() => setLanguage('bem'));
    fakeApi({ [LOOK]: ok({ email: 'm•••@example.zm', marketingOptIn: true }) });
    renderWithSession(`/unsubscribe?token=${encodeURIComponent(TOKEN)}`);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Mulefwaya ukulekesha amalyashi ne fyo tupeela?',
      }),
    ).toBeTruthy();
    expect(
      screen.getByText(
        'Tukaleka ukutuma amalyashi ne fyo tupeela ukufuma kuli Kwacha Loans kuli m•••@example.zm. Ama imeli pa lwa akaunti yenu ne ngongole shenu yakalatwalilila ukwisa.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Lekesheni amalyashi ne fyo tupeela' })).toBeTruthy();

    await act(() => setLanguage('en'));
    expect(screen.getByRole('heading', { level: 1, name: 'Stop news and offers?' })).toBeTruthy();
    expect(
      screen.getByText(
        'We will stop sending news and offers from Kwacha Loans to m•••@example.zm. E-mails about your account and loans will still come.',
      ),
    ).toBeTruthy();
  });

  it('says in Chinyanja that a link without a token is not valid', async () => {
    await act(() => setLanguage('ny'));
    fakeApi({});
    renderWithSession('/unsubscribe');
    const heading = await screen.findByRole('heading', { name: 'Linki siikugwira ntchito' });
    expect(screen.getByRole('alert').textContent).toBe(
      'Linki iyi yoimitsa nkhani siikugwira ntchito. Chonde gwiritsani ntchito linki ya mu imelo yathu, kapena imitsani nkhani ndi zomwe timapereka pa tsamba lanu la Zanga.',
    );
    const page = heading.parentElement as HTMLElement;
    expect(within(page).getByRole('link', { name: 'Lowani' }).getAttribute('href')).toBe('/login');
    expect(page.textContent).toContain('Lowani kuti musankhe pa tsamba lanu la Zanga.');
  });
});
