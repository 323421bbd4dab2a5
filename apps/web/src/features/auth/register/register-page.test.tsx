import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createUser, signedInAs } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { renderWithSession } from '../../../test/render-with-session';
import {
  created,
  field,
  fillForm,
  PASSWORD,
  routes,
  stubRegister,
  submitButton,
} from './testing/register-page';
import { MWILA_BANDA_PAYLOAD } from './testing/registration-payload';

const requirement = (text: string) => {
  const list = screen.getByRole('list', { name: 'Password Requirements:' });
  const item = within(list)
    .getAllByRole('listitem')
    .find((li) => li.textContent?.startsWith(text));
  if (!item) throw new Error(`No requirement '${text}'`);
  return item.textContent;
};

afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
});

describe('Register page', () => {
  it.each([
    ['user', '/dashboard', 'Welcome back, Chanda!'],
    ['admin', '/admin-dashboard/loans', 'Loan Applications'],
  ] as const)(
    'sends someone signed in as %s on to their home, as /login does',
    async (role, home, heading) => {
      signedInAs(createUser({ role }));
      const { router } = renderWithSession('/register');
      await screen.findByRole('heading', { level: 1, name: heading });
      expect(router.state.location.pathname).toBe(home);
      expect(screen.queryByRole('button', { name: 'Register Account' })).toBeNull();
    },
  );

  it('is served by the app router, as are the password recovery pages', async () => {
    renderApp('/register');
    expect(await screen.findByRole('button', { name: 'Register Account' })).toBeTruthy();
    cleanup();
    renderApp('/forgot-password');
    expect(await screen.findByRole('button', { name: 'Send Reset Link' })).toBeTruthy();
    cleanup();
    renderApp('/reset-password/some-token-value-1234567');
    expect(await screen.findByRole('button', { name: 'Reset Password' })).toBeTruthy();
  });

  it('labels every field, offers the ten provinces and defaults the country to Zambia', async () => {
    renderApp('/register', routes);
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(document.title).toBe('Register | Kwacha Loans');
    expect(field('Phone Number').placeholder).toBe('+260978123456');
    expect(field('Phone Number').getAttribute('inputmode')).toBe('tel');
    expect(field('NRC Number').placeholder).toBe('123456/78/1');
    expect(field('Date of Birth').type).toBe('date');
    expect(field('Date of Birth').max).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(field('Country').value).toBe('Zambia');
    expect(screen.getByRole('group', { name: 'Address' })).toBeTruthy();
    const provinces = within(field('Province'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(provinces.slice(1)).toEqual([
      'Central',
      'Copperbelt',
      'Eastern',
      'Luapula',
      'Lusaka',
      'Muchinga',
      'Northern',
      'North-Western',
      'Southern',
      'Western',
    ]);
    expect(field('First Name').autocomplete).toBe('given-name');
    expect(field('Password').autocomplete).toBe('new-password');
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    expect(screen.getByText(/Already have an account\?/)).toBeTruthy();
  });

  it('ticks each password rule as it is met and enables Register Account only when all are', async () => {
    const user = userEvent.setup();
    renderApp('/register', routes);
    await screen.findByRole('list', { name: 'Password Requirements:' });
    expect(submitButton()).toHaveProperty('disabled', true);
    expect(requirement('Minimum 8 characters')).toContain('(not met)');

    await user.type(field('Password'), 'a');
    expect(requirement('At least one lowercase letter')).toContain('(met)');
    expect(requirement('At least one uppercase letter')).toContain('(not met)');
    expect(screen.getByText('Password does not meet all requirements.')).toBeTruthy();

    await user.type(field('Password'), 'B');
    expect(requirement('At least one uppercase letter')).toContain('(met)');
    await user.type(field('Password'), '3');
    expect(requirement('At least one number')).toContain('(met)');
    await user.type(field('Password'), '#');
    expect(requirement('At least one special character')).toContain('(met)');
    expect(requirement('Minimum 8 characters')).toContain('(not met)');
    expect(submitButton()).toHaveProperty('disabled', true);

    await user.type(field('Password'), 'cdef');
    expect(requirement('Minimum 8 characters')).toContain('(met)');
    expect(screen.queryByText('Password does not meet all requirements.')).toBeNull();
    expect(submitButton()).toHaveProperty('disabled', false);
  });

  it("says 'Passwords do not match.' under the confirmation while it differs", async () => {
    const user = userEvent.setup();
    renderApp('/register', routes);
    await user.type(await screen.findByLabelText('Password', { selector: 'input' }), PASSWORD);
    expect(screen.queryByText('Passwords do not match.')).toBeNull();

    await user.type(field('Confirm Password'), 'Chil');
    const message = screen.getByText('Passwords do not match.');
    expect(field('Confirm Password').getAttribute('aria-invalid')).toBe('true');
    expect(field('Confirm Password').getAttribute('aria-describedby')).toContain(
      message.closest('[aria-live]')?.id,
    );

    await user.type(field('Confirm Password'), 'enje#2024');
    expect(screen.queryByText('Passwords do not match.')).toBeNull();
  });

  it('shows and hides each password with a toggle button', async () => {
    const user = userEvent.setup();
    renderApp('/register', routes);
    const toggle = await screen.findByRole('button', { name: 'Show password' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(field('Password').type).toBe('password');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(field('Password').type).toBe('text');
    await user.click(screen.getByRole('button', { name: 'Show confirm password' }));
    expect(field('Confirm Password').type).toBe('text');
    await user.click(toggle);
    expect(field('Password').type).toBe('password');
  });

  it('names each missing field next to it, focuses the first, and sends nothing', async () => {
    const user = userEvent.setup();
    const { fetchMock } = stubRegister(created);
    renderApp('/register', routes);
    await user.type(await screen.findByLabelText('Password', { selector: 'input' }), PASSWORD);
    await user.type(field('Confirm Password'), PASSWORD);
    await user.click(submitButton());

    // The form's rules load when it is first used (lib/forms/schema-resolver.ts).
    await vi.waitFor(() => expect(screen.getByText('First name is required.')).toBeTruthy());
    expect(screen.getByText('Phone number is required.')).toBeTruthy();
    expect(screen.getByText('NRC number is required.')).toBeTruthy();
    expect(screen.getByText('Province is required.')).toBeTruthy();
    const firstName = field('First Name');
    expect(firstName.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(firstName.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'First name is required.',
    );
    expect(document.activeElement).toBe(firstName);
    expect(fetchMock).not.toHaveBeenCalled();

    // Fixing a field clears its message.
    await user.type(firstName, 'M');
    expect(screen.queryByText('First name is required.')).toBeNull();
  });

  it("registers: 'Registering...', the message, a cleared form, then /login after 3000 ms", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { fetchMock, release, sentBody } = stubRegister(created, { hold: true });
    const { router } = renderApp('/register', routes);
    await screen.findByLabelText('First Name');
    await fillForm(user);
    await user.click(submitButton());

    await vi.waitFor(() => expect(submitButton().textContent).toBe('Registering...'));
    expect(submitButton()).toHaveProperty('disabled', true);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/register');
    // The news and offers box starts unticked, and is sent as it was left (marketingOptIn: false).
    expect(sentBody()).toEqual(MWILA_BANDA_PAYLOAD);

    await act(async () => release());
    const status = await screen.findByRole('status');
    await vi.waitFor(() =>
      expect(status.textContent).toBe(
        'Registration successful! Please check your email to verify your account.',
      ),
    );
    expect(field('First Name').value).toBe('');
    expect(field('Password').value).toBe('');
    expect(field('Country').value).toBe('Zambia');
    expect(submitButton().textContent).toBe('Register Account');

    await act(() => vi.advanceTimersByTimeAsync(2500));
    expect(router.state.location.pathname).toBe('/register');
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('heading', { name: 'Login screen' })).toBeTruthy();
  });

  it('brings the success message into view and focuses it, then goes to /login 3 s after it is shown', async () => {
    // jsdom does not lay pages out, so it has no scrollIntoView: a spy stands in for the browser's.
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    stubRegister(created);
    const { router } = renderApp('/register', routes);
    await screen.findByLabelText('First Name');
    await fillForm(user);
    await user.click(submitButton());

    const status = screen.getByRole('status');
    await vi.waitFor(() => expect(document.activeElement).toBe(status));
    expect(status.textContent).toBe(
      'Registration successful! Please check your email to verify your account.',
    );
    expect(scrollIntoView.mock.contexts).toContain(status);
    expect(router.state.location.pathname).toBe('/register');

    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(router.state.location.pathname).toBe('/login');
  });

  it('brings a refusal into view and focuses it', async () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    const user = userEvent.setup();
    const message = 'An account with this email address already exists.';
    stubRegister({ status: 409, body: { success: false, message, msg: message } });
    renderApp('/register', routes);
    await screen.findByLabelText('First Name');
    await fillForm(user);
    await user.click(submitButton());

    const alert = screen.getByRole('alert');
    await vi.waitFor(() => expect(document.activeElement).toBe(alert));
    expect(alert.textContent).toBe(message);
    expect(scrollIntoView.mock.contexts).toContain(alert);
  });

  it('falls back to the SPEC success text when the answer has no message', async () => {
    const user = userEvent.setup();
    stubRegister({ status: 201, body: { success: true, data: { email: 'mwila.banda@example.com' } } });
    renderApp('/register', routes);
    await screen.findByLabelText('First Name');
    await fillForm(user);
    await user.click(submitButton());
    expect(
      await screen.findByText('Registration successful! Please check your email to verify your account.'),
    ).toBeTruthy();
  });

  it('shows a duplicate account in the alert and next to the field, keeping what was typed', async () => {
    const user = userEvent.setup();
    const message = 'An account with this email address already exists.';
    stubRegister({
      status: 409,
      body: {
        success: false,
        message,
        msg: message,
        error: { code: 'DUPLICATE_ACCOUNT', message, details: [{ field: 'email', message }] },
      },
    });
    renderApp('/register', routes);
    await screen.findByLabelText('First Name');
    await fillForm(user);
    await user.click(submitButton());

    const alert = screen.getByRole('alert');
    await vi.waitFor(() => expect(alert.textContent).toBe(message));
    const email = field('Email Address');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe(message);
    expect(email.value).toBe('mwila.banda@example.com');
    expect(field('Password').value).toBe(PASSWORD);
    expect(field('Confirm Password').value).toBe(PASSWORD);
  });

  it("joins a validation error's details in the alert and puts each beside its field", async () => {
    const user = userEvent.setup();
    const phone = 'Enter a Zambian mobile number such as +260978123456 or 0978123456.';
    const nrc = 'This NRC number is already registered.';
    stubRegister({
      status: 400,
      body: {
        success: false,
        message: `phoneNumber: ${phone}; nrcNumber: ${nrc}`,
        msg: `phoneNumber: ${phone}; nrcNumber: ${nrc}`,
        error: {
          code: 'VALIDATION_ERROR',
          message: 'x',
          details: [
            { field: 'phoneNumber', message: phone },
            { field: 'nrcNumber', message: nrc },
          ],
        },
      },
    });
    renderApp('/register', routes);
    await screen.findByLabelText('First Name');
    await fillForm(user);
    await user.click(submitButton());

    await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toBe(`${phone}; ${nrc}`));
    for (const [label, text] of [
      ['Phone Number', phone],
      ['NRC Number', nrc],
    ] as const) {
      const describedBy = field(label).getAttribute('aria-describedby') ?? '';
      const texts = describedBy.split(' ').map((id) => document.getElementById(id)?.textContent);
      expect(texts).toContain(text);
    }
  });

  it('shows the rate-limit message', async () => {
    const user = userEvent.setup();
    const message = 'Too many registration attempts. Please try again in 10 minutes.';
    stubRegister({
      status: 429,
      body: {
        success: false,
        message,
        msg: message,
        retryAfter: 600,
        error: { code: 'RATE_LIMITED', message },
      },
    });
    renderApp('/register', routes);
    await screen.findByLabelText('First Name');
    await fillForm(user);
    await user.click(submitButton());
    await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toBe(message));
    expect(submitButton()).toHaveProperty('disabled', false);
  });
});
