import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../../lib/i18n/language-store';
import { renderApp } from '../../../test/render-app';
import { created, field, fillForm, PASSWORD, routes, stubRegister } from './testing/register-page';

describe('Register page in Ichibemba (docs/product.md §22)', () => {
  it('speaks Ichibemba once chosen, and the English of product.md again after', async () => {
    const user = userEvent.setup();
    await act(() => setLanguage('bem'));
    renderApp('/register', routes);
    expect(await screen.findByRole('heading', { level: 1, name: 'Pangeni akaunti yenu' })).toBeTruthy();
    // The title is set after the page renders.
    await waitFor(() => expect(document.title).toBe('Ilembesheni | Kwacha Loans'));
    expect(screen.getByRole('button', { name: 'Pangeni Akaunti' })).toBeTruthy();
    expect(field('Inambala ya NRC').placeholder).toBe('123456/78/1');
    expect(screen.getByRole('group', { name: 'Adilesi' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Ifyo Ishiwi lya Nkama Lifwile Ukuba:' }).textContent).toContain(
      'Ifilembo 8 nangu ukucilapo',
    );
    expect(screen.getByRole('button', { name: 'Langeni ishiwi lya nkama' })).toBeTruthy();

    // The confirmation's own messages, live and on submit.
    await user.type(field('Ishiwi lya nkama'), PASSWORD);
    await user.type(field('Shininkisheni Ishiwi lya Nkama'), 'Chil');
    expect(screen.getByText('Amashiwi ya nkama tayalelingana.')).toBeTruthy();
    await user.clear(field('Shininkisheni Ishiwi lya Nkama'));
    await user.click(screen.getByRole('button', { name: 'Pangeni Akaunti' }));
    expect(await screen.findByText('Napapata shininkisheni ishiwi lyenu ilya nkama.')).toBeTruthy();

    await act(() => setLanguage('en'));
    expect(screen.getByRole('heading', { level: 1, name: 'Create your account' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Register Account' })).toBeTruthy();
    expect(screen.getByText('Please confirm your password.')).toBeTruthy();
    // The title is set after the page renders.
    await waitFor(() => expect(document.title).toBe('Register | Kwacha Loans'));
  });

  it("says the server's English success in Ichibemba", async () => {
    const user = userEvent.setup();
    stubRegister(created);
    renderApp('/register', routes);
    await screen.findByLabelText('First Name');
    await fillForm(user);
    await act(() => setLanguage('bem'));
    await user.click(screen.getByRole('button', { name: 'Pangeni Akaunti' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Mwailembesha bwino! Napapata moneni imeli yenu pa kushininkisha akaunti yenu.',
    );
  });
});
