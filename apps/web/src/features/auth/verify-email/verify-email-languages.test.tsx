import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { setLanguage } from '../../../lib/i18n/language-store';
import { createUser, fakeApi, heldResponse, signedInAs } from '../../../test/fake-api';
import { preloadPages, renderWithSession } from '../../../test/render-with-session';

beforeAll(() => preloadPages());

describe('E-mail verification and access in Ichibemba (docs/product.md §22)', () => {
  it('says a link without a token is invalid, in Ichibemba', async () => {
    fakeApi({});
    await act(() => setLanguage('bem'));
    renderWithSession('/verify-email');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tatwapwilile Ukushininkisha' }),
    ).toBeTruthy();
    expect(document.title).toBe('Shininkisheni Imeli | Kwacha Loans');
    expect(screen.getByRole('alert').textContent).toBe(
      'Ilinki ya kushininkisha tailebomba nangu taikwete token.',
    );
    expect(screen.getByRole('link', { name: 'Ilembesheni na Kabili' }).getAttribute('href')).toBe(
      '/register',
    );
    expect(screen.getByRole('link', { name: 'Ileni ku Kwingila' }).getAttribute('href')).toBe('/login');

    await act(() => setLanguage('en'));
    expect(screen.getByRole('heading', { level: 1, name: 'Verification Failed' })).toBeTruthy();
  });

  it('asks for the e-mail to be verified, with the address in bold, and resends in Ichibemba', async () => {
    const held = heldResponse();
    signedInAs(createUser({ isEmailVerified: false, email: 'chanda@example.com' }), {
      'POST /api/auth/resend-verification-email': held.handler,
    });
    const user = userEvent.setup();
    await act(() => setLanguage('bem'));
    renderWithSession('/verify-email-prompt');
    expect(await screen.findByRole('heading', { level: 1, name: 'Shininkisheni Imeli Yenu' })).toBeTruthy();
    const address = await screen.findByText('chanda@example.com');
    expect(address.tagName).toBe('STRONG');
    expect(address.parentElement?.textContent).toBe(
      'Twatuma ilinki ya kushininkisha ku chanda@example.com. Isuleni ilinki pa kuti akaunti yenu itendeke ukubomba.',
    );
    expect(screen.getByText('Tamulelisanga? Moneni mu spam nangu junk.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Tumeni Imeli ya Kushininkisha na Kabili' }));
    expect(screen.getByRole('button', { name: 'Tuletuma...' })).toHaveProperty('disabled', true);
    // No message from the server: the page says its own, in Bemba.
    await held.answer(Response.json({ success: true, msg: '', data: null }));
    const main = within(screen.getByRole('main'));
    expect(
      await main.findByText('Twatuma imeli ipya iya kushininkisha. Napapata moneni mu imeli yenu.'),
    ).toBeTruthy();
    expect(screen.getByText('Imeli ya kushininkisha yatumwa')).toBeTruthy();

    await act(() => setLanguage('en'));
    expect(address.parentElement?.textContent).toBe(
      'We sent a verification link to chanda@example.com. Open it to activate your account.',
    );
    expect(main.getByText('A new verification email has been sent. Please check your inbox.')).toBeTruthy();
  });

  it('says Access Denied, and that the session is loading, in Ichibemba', async () => {
    const held = heldResponse();
    signedInAs(createUser(), { 'GET /api/auth/me': held.handler });
    await act(() => setLanguage('bem'));
    renderWithSession('/admin-dashboard/loans');
    expect(await screen.findByText('Tulemona nga mwaingila...')).toBeTruthy();
    await held.answer(Response.json({ success: true, data: createUser() }));
    expect(
      await screen.findByRole('heading', {
        name: 'Tamusuminishiwe - Tamwakwata insambu sha kumona ili peji.',
      }),
    ).toBeTruthy();
    expect(document.title).toBe('Tamusuminishiwe | Kwacha Loans');
    expect(screen.getByRole('link', { name: 'Ileni ku Ntendekelo' }).getAttribute('href')).toBe('/');
  });
});
