import { CONTACT_THANK_YOU_MESSAGE } from '@kwacha/shared/contact/contact-subjects';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, fakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { ContactPage } from './contact-page';

const routes = [{ path: '/contact-us', Component: ContactPage }];

const created = {
  status: 201,
  body: {
    success: true,
    message: CONTACT_THANK_YOU_MESSAGE,
    msg: CONTACT_THANK_YOU_MESSAGE,
    data: { reference: 'CM-1' },
  },
};

const field = (label: string) =>
  screen.getByLabelText(label, { selector: 'input, select, textarea' }) as HTMLInputElement;
const sendButton = () => screen.getByRole('button', { name: /^(Send Message|Sending\.\.\.)$/ });

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Full Name'), 'Natasha Phiri');
  await user.type(field('Email Address'), 'Natasha.Phiri@example.zm');
  await user.type(field('Phone Number (optional)'), '0977123456');
  await user.selectOptions(field('Subject'), 'Payment Issue');
  await user.type(field('Message'), 'My repayment of K500 is not showing.');
}

describe('ContactPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the support hours, e-mail and Lusaka address', async () => {
    renderApp('/contact-us', routes);
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Us' })).toBeDefined();
    expect(document.title).toBe('Contact Us | Kwacha Loans');
    expect(screen.getByText('Monday-Friday 8:00-18:00, Saturday 9:00-14:00, Sunday closed')).toBeDefined();
    expect(screen.getByRole('link', { name: 'support@kwachaloans.co.zm' })).toBeDefined();
    expect(screen.getByText('Lusaka, Zambia')).toBeDefined();
    const subjects = within(field('Subject'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(subjects).toEqual([
      'Select a subject',
      'Loan Inquiry',
      'Account Support',
      'Payment Issue',
      'Technical Support',
      'General Inquiry',
      'Feedback',
    ]);
  });

  it("shows the server's support address (SUPPORT_EMAIL), which the server writes into the page", async () => {
    const meta = document.createElement('meta');
    meta.name = 'support-email';
    meta.content = 'help@lender.example.zm';
    document.head.append(meta);
    try {
      renderApp('/contact-us', routes);
      const link = await screen.findByRole('link', { name: 'help@lender.example.zm' });
      expect(link.getAttribute('href')).toBe('mailto:help@lender.example.zm');
      expect(screen.queryByText('support@kwachaloans.co.zm')).toBeNull();
    } finally {
      meta.remove();
    }
  });

  it('shows the required messages beside their fields and sends nothing', async () => {
    const api = fakeApi({});
    const user = userEvent.setup();
    renderApp('/contact-us', routes);
    await user.click(await screen.findByRole('button', { name: 'Send Message' }));
    // The form's rules load when it is first used (lib/forms/schema-resolver.ts).
    await vi.waitFor(() => expect(field('Full Name').getAttribute('aria-invalid')).toBe('true'));

    const expectations = [
      ['Full Name', 'Full name is required.'],
      ['Email Address', 'Email address is required.'],
      ['Subject', 'Please choose a subject.'],
      ['Message', 'Message is required.'],
    ] as const;
    for (const [label, message] of expectations) {
      const control = field(label);
      expect(control.getAttribute('aria-invalid')).toBe('true');
      expect(document.getElementById(control.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
        message,
      );
    }
    expect(field('Phone Number (optional)').getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(field('Full Name'));
    expect(api.fetchMock).not.toHaveBeenCalled();

    // Fixing a field clears its message at once.
    await user.type(field('Full Name'), 'Natasha');
    expect(field('Full Name').getAttribute('aria-invalid')).toBeNull();
  });

  it('posts the message, clears the form and shows the thank-you alert', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const api = fakeApi({
      'POST /api/contact': async () => {
        await gate;
        return new Response(JSON.stringify(created.body), { status: 201 });
      },
    });
    const user = userEvent.setup();
    renderApp('/contact-us', routes);
    await screen.findByRole('heading', { level: 1, name: 'Contact Us' });
    await fillForm(user);
    await user.click(sendButton());

    expect(sendButton().textContent).toBe('Sending...');
    expect(sendButton()).toHaveProperty('disabled', true);
    release();

    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Thank you for your message! We will get back to you soon.'),
    ).toBeDefined();
    const [call] = api.calls('POST /api/contact');
    expect(JSON.parse(String(call?.body))).toEqual({
      name: 'Natasha Phiri',
      email: 'natasha.phiri@example.zm',
      phone: '0977123456',
      subject: 'payment-issue',
      message: 'My repayment of K500 is not showing.',
    });

    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(field('Full Name').value).toBe('');
    expect(field('Email Address').value).toBe('');
    expect(field('Phone Number (optional)').value).toBe('');
    expect(field('Subject').value).toBe('');
    expect(field('Message').value).toBe('');
    expect(sendButton().textContent).toBe('Send Message');
  });

  it('keeps what was typed and shows the server message when sending fails', async () => {
    fakeApi({
      'POST /api/contact': fail(
        429,
        'RATE_LIMITED',
        'Too many requests. Please wait 15 minutes before trying again.',
        {
          retryAfter: 900,
        },
      ),
    });
    const user = userEvent.setup();
    renderApp('/contact-us', routes);
    await screen.findByRole('heading', { level: 1, name: 'Contact Us' });
    await fillForm(user);
    await user.click(sendButton());

    const alert = await screen.findByText('Too many requests. Please wait 15 minutes before trying again.');
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(field('Full Name').value).toBe('Natasha Phiri');
    expect(field('Message').value).toBe('My repayment of K500 is not showing.');
    expect(field('Subject').value).toBe('payment-issue');
  });

  it('shows the server field messages of a 400 beside their fields', async () => {
    fakeApi({
      'POST /api/contact': fail(400, 'VALIDATION_ERROR', 'Validation failed', {
        error: {
          code: 'VALIDATION_ERROR',
          message: 'Validation failed',
          details: [
            { field: 'email', msg: 'Enter a valid email address.', message: 'Enter a valid email address.' },
          ],
        },
      }),
    });
    const user = userEvent.setup();
    renderApp('/contact-us', routes);
    await screen.findByRole('heading', { level: 1, name: 'Contact Us' });
    await fillForm(user);
    await user.click(sendButton());

    expect(await screen.findByText('Please check the highlighted fields.')).toBeDefined();
    expect(field('Email Address').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter a valid email address.')).toBeDefined();
  });
});
