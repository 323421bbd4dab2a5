import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../lib/i18n/language-store';
import {
  createUser,
  type FakeReply,
  fail,
  fakeApi,
  heldResponse,
  ok,
  signedInAs,
} from '../../../test/fake-api';
import { preloadPages, renderWithSession } from '../../../test/render-with-session';

beforeAll(() => preloadPages());

async function fillAndSubmit(identifier = 'chanda@example.com', password = 'Secret#123') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), identifier);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
  return user;
}

describe('LoginPage', () => {
  it('has the fields, the toggle and the links', async () => {
    renderWithSession('/login');
    const email = await screen.findByLabelText('Email');
    expect(email.getAttribute('type')).toBe('text');
    expect(email.getAttribute('autocomplete')).toBe('username');
    const password = screen.getByLabelText('Password');
    expect(password.getAttribute('type')).toBe('password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    await userEvent.setup().click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(password.getAttribute('type')).toBe('text');
    expect(screen.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/register');
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
  });

  it('requires both fields without calling the API', async () => {
    const api = fakeApi({});
    const user = userEvent.setup();
    renderWithSession('/login');
    await user.click(await screen.findByRole('button', { name: 'Login' }));
    const email = screen.getByLabelText('Email');
    // The form's rules load when it is first used (lib/forms/schema-resolver.ts).
    await vi.waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Email or username is required.',
    );
    expect(screen.getByText('Password is required.')).toBeTruthy();
    expect(document.activeElement).toBe(email);
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('shows Logging In... while busy, then Login successful! and goes to the dashboard', async () => {
    const held = heldResponse();
    const user = createUser();
    const api = fakeApi({
      'POST /api/auth/login': held.handler,
    });
    const { router } = renderWithSession('/login');
    await fillAndSubmit();
    const busy = screen.getByRole('button', { name: 'Logging In...' });
    expect(busy).toHaveProperty('disabled', true);
    expect(JSON.parse(String(api.calls('POST /api/auth/login')[0]?.body))).toEqual({
      emailOrUsername: 'chanda@example.com',
      password: 'Secret#123',
    });

    await held.answer(
      Response.json({ success: true, msg: 'Login successful!', data: { token: 'fresh-token', user } }),
    );
    await screen.findByText('Login successful!');
    await screen.findByRole('heading', { name: 'Welcome back, Chanda!' });
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(localStorage.getItem('token')).toBe('fresh-token');
    expect(localStorage.getItem('userId')).toBe(user.id);
  });

  it('returns to the page the guard sent the visitor from', async () => {
    fakeApi({ 'POST /api/auth/login': ok({ token: 't', user: createUser() }, 'Login successful!') });
    const { router } = renderWithSession('/profile');
    await screen.findByRole('heading', { name: 'Login' });
    await fillAndSubmit();
    await screen.findByRole('heading', { name: 'My Profile' });
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('sends staff to admin loans', async () => {
    fakeApi({ 'POST /api/auth/login': ok({ token: 't', user: createUser({ role: 'admin' }) }) });
    const { router } = renderWithSession('/login');
    await fillAndSubmit('admin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-dashboard/loans'));
  });

  it.each<[string, FakeReply, string]>([
    [
      'the msg string',
      fail(401, 'INVALID_CREDENTIALS', 'Invalid email/username or password.'),
      'Invalid email/username or password.',
    ],
    [
      'the errors array',
      { status: 400, body: { success: false, errors: [{ msg: 'Email is required' }, { msg: 'Too short' }] } },
      'Email is required; Too short',
    ],
    ['a missing token', ok({ user: createUser() }), 'Token missing from server response.'],
    [
      'a network failure',
      'network-error',
      'Could not reach the server. Please check your internet connection and try again.',
    ],
  ])('reports %s and keeps the values', async (_case, reply, message) => {
    fakeApi({ 'POST /api/auth/login': reply });
    renderWithSession('/login');
    await fillAndSubmit();
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.getByLabelText('Email')).toHaveProperty('value', 'chanda@example.com');
    expect(screen.getByLabelText('Password')).toHaveProperty('value', 'Secret#123');
    expect(screen.getByRole('button', { name: 'Login' })).toHaveProperty('disabled', false);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('shows Loading authentication... while the session loads, then redirects a signed-in user', async () => {
    const held = heldResponse();
    signedInAs(createUser(), {
      'GET /api/auth/me': held.handler,
    });
    const { router } = renderWithSession('/login');
    await screen.findByText('Loading authentication...');
    await held.answer(Response.json({ success: true, data: createUser() }));
    await screen.findByRole('heading', { name: 'Welcome back, Chanda!' });
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('speaks Ichibemba once chosen (docs/product.md §22)', async () => {
    await act(() => setLanguage('bem'));
    renderWithSession('/login');
    expect(await screen.findByRole('heading', { name: 'Ingileni' })).toBeTruthy();
    expect(screen.getByText('Mwabwelela ku Kwacha Loans.')).toBeTruthy();
    expect(screen.getByLabelText('Imeli')).toBeTruthy();
    expect(screen.getByLabelText('Ishiwi lya nkama')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Langeni ishiwi lya nkama' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Mwalaba ishiwi lya nkama?' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
  });
});
