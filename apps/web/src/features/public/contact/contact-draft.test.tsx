import { CONTACT_THANK_YOU_MESSAGE } from '@kwacha/shared/contact/contact-subjects';
import { onlineManager } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fail, fakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { ContactPage } from './contact-page';

const routes = [{ path: '/contact-us', Component: ContactPage }];
const SEND = 'POST /api/contact';
const NETWORK = 'Could not reach the server. Please check your internet connection and try again.';

const field = (label: string) =>
  screen.getByLabelText(label, { selector: 'input, select, textarea' }) as HTMLInputElement;

async function typeMessage() {
  const user = userEvent.setup();
  const view = renderApp('/contact-us', routes);
  await screen.findByRole('heading', { level: 1, name: 'Contact Us' });
  await user.type(field('Full Name'), 'Natasha Phiri');
  await user.type(field('Email Address'), 'natasha@example.zm');
  await user.selectOptions(field('Subject'), 'Payment Issue');
  await user.type(field('Message'), 'My repayment of K500 is not showing.');
  return { user, view };
}

const values = () => [field('Full Name').value, field('Subject').value, field('Message').value];
const TYPED = ['Natasha Phiri', 'payment-issue', 'My repayment of K500 is not showing.'];

// docs/product.md §21: nothing typed is lost to a dropped connection, a server failure or a reload.
describe('ContactPage on a flaky connection', () => {
  it.each([
    ['a network failure', 'network-error' as const, NETWORK],
    [
      'a server failure',
      fail(503, 'SERVICE_UNAVAILABLE', 'The service is busy. Please try again.'),
      'The service is busy. Please try again.',
    ],
  ])('keeps every value after %s and says so', async (_, reply, message) => {
    fakeApi({ [SEND]: reply });
    const { user } = await typeMessage();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toContain(message));
    expect(values()).toEqual(TYPED);
  });

  it('restores the draft after a reload, and forgets it once the message is sent', async () => {
    fakeApi({
      [SEND]: {
        status: 201,
        body: { success: true, message: CONTACT_THANK_YOU_MESSAGE, msg: CONTACT_THANK_YOU_MESSAGE, data: {} },
      },
    });
    const { view } = await typeMessage();
    view.unmount();
    renderApp('/contact-us', routes);
    await screen.findByRole('heading', { level: 1, name: 'Contact Us' });
    await screen.findByDisplayValue('My repayment of K500 is not showing.');
    expect(values()).toEqual(TYPED);
    expect(field('Email Address').value).toBe('natasha@example.zm');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Send Message' }));
    await screen.findByText(CONTACT_THANK_YOU_MESSAGE);
    expect(sessionStorage.getItem('kwacha.draft.contact')).toBeNull();
  });

  it('says at once that nothing was sent while the phone is offline, rather than waiting', async () => {
    fakeApi({ [SEND]: 'network-error' });
    const { user } = await typeMessage();
    onlineManager.setOnline(false);
    try {
      await user.click(screen.getByRole('button', { name: 'Send Message' }));
      await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toContain(NETWORK));
      expect(screen.getByRole('button', { name: 'Send Message' })).toHaveProperty('disabled', false);
      expect(values()).toEqual(TYPED);
    } finally {
      onlineManager.setOnline(true);
    }
  });
});
