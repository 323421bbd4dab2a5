import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fail, fakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { field, fillForm, PASSWORD, routes, submitButton } from './testing/register-page';

// docs/product.md §21.3: a failed registration keeps everything typed (passwords in memory only, never in
// a draft) and says what happened.
describe('RegisterPage on a flaky connection', () => {
  it.each([
    [
      'a network failure',
      'network-error' as const,
      'Could not reach the server. Please check your internet connection and try again.',
    ],
    [
      'a server failure',
      fail(503, 'SERVICE_UNAVAILABLE', 'The service is busy. Please try again.'),
      'The service is busy. Please try again.',
    ],
  ])('keeps the values after %s', async (_, reply, message) => {
    Element.prototype.scrollIntoView = vi.fn();
    fakeApi({ 'POST /api/auth/register': reply });
    const user = userEvent.setup();
    renderApp('/register', routes);
    await screen.findByLabelText('First Name');
    await fillForm(user);
    await user.click(submitButton());
    await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toBe(message));
    expect(field('First Name').value).toBe('Mwila');
    expect(field('NRC Number').value).toBe('123456/78/1');
    expect(field('Password').value).toBe(PASSWORD);
    expect(submitButton()).toHaveProperty('disabled', false);
    // Nothing typed here is written to the device.
    expect(Object.keys(sessionStorage)).toEqual([]);
  });
});
