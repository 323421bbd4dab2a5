import { COLLECTIONS_MESSAGES } from '@kwacha/shared/staff/collections';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { fail, ok } from '../../../test/fake-api';
import { preloadPages, renderWithSession } from '../../../test/render-with-session';
import {
  CASE,
  CONTACTS,
  createCase,
  createContact,
  createPromise,
  LOAN_ID,
  lastBody,
  openDesk,
  PROMISES,
} from './testing/collections';

beforeAll(() => preloadPages());

const PAGE = `/admin-dashboard/collections/${LOAN_ID}`;
const contactForm = () => within(screen.getByRole('form', { name: 'Log a contact' }));
const promiseForm = () => within(screen.getByRole('form', { name: 'Record a promise' }));

describe('CollectionCasePage', () => {
  it('shows the contacts newest first, the promises, and why a contact would be refused now', async () => {
    openDesk({
      [CASE]: ok(
        createCase({
          contacts: [
            createContact({ id: 'c1', at: '2026-11-20T08:30:00.000Z', note: 'Will call back on Friday.' }),
            createContact({
              id: 'c2',
              at: '2026-11-22T09:00:00.000Z',
              channel: 'sms',
              outcome: null,
              template: 'payment_overdue',
            }),
          ],
          promises: [createPromise({ status: 'broken', paid: 100, madeBy: 'borrower', by: 'Chanda Mwila' })],
          contactRefusal: COLLECTIONS_MESSAGES.sunday,
        }),
      ),
    });
    renderWithSession(PAGE);
    await screen.findByRole('heading', { level: 1, name: 'Loan 0a1b2c3d' });
    expect(document.title).toBe('Collections: loan 0a1b2c3d | Kwacha Loans');
    const contacts = within(screen.getByRole('list', { name: 'Contacts, newest first' }));
    expect(contacts.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'SMS · Your payment is overdue22 Nov 2026, 11:00 · by Mutale Banda',
      'Call · No answer20 Nov 2026, 10:30 · by Mutale BandaWill call back on Friday.',
    ]);
    const promises = within(screen.getByRole('list', { name: 'Promises, newest first' }));
    expect(promises.getByText('Broken: K500.00 by 4 Dec 2026')).toBeTruthy();
    expect(promises.getByText(/made by the borrower/)).toBeTruthy();
    expect(screen.getByText(COLLECTIONS_MESSAGES.sunday)).toBeTruthy();
    expect(screen.getByRole('link', { name: '← Collections queue' }).getAttribute('href')).toBe(
      '/admin-dashboard/collections',
    );
  });

  it('asks for a template for an SMS, sends only the template, and shows a 409 rule in an alert', async () => {
    const user = userEvent.setup();
    const rule = COLLECTIONS_MESSAGES.tooManyToday(3);
    const api = openDesk({ [CASE]: ok(createCase()), [CONTACTS]: fail(409, 'CONTACT_REFUSED', rule) });
    renderWithSession(PAGE);
    await screen.findByRole('form', { name: 'Log a contact' });
    await user.click(contactForm().getByRole('radio', { name: 'SMS' }));
    expect(contactForm().queryByRole('textbox', { name: /Note/ })).toBeNull();
    await user.click(contactForm().getByRole('button', { name: 'Send' }));
    expect(await contactForm().findByText(COLLECTIONS_MESSAGES.templateNeeded)).toBeTruthy();
    expect(api.calls(CONTACTS)).toHaveLength(0);

    await user.selectOptions(
      contactForm().getByRole('combobox', { name: /Message to send/ }),
      'Please call us',
    );
    await user.click(contactForm().getByRole('button', { name: 'Send' }));
    const alert = await waitFor(() => {
      const found = contactForm()
        .getAllByRole('alert')
        .find((el) => el.textContent === rule);
      if (!found) throw new Error('no alert yet');
      return found;
    });
    expect(alert).toBeTruthy();
    expect(lastBody(api, CONTACTS)).toEqual({ channel: 'sms', template: 'please_call_us' });
  });

  it('logs a call with its outcome and note, and says what the server did', async () => {
    const user = userEvent.setup();
    const api = openDesk({
      [CASE]: ok(createCase()),
      [CONTACTS]: {
        status: 201,
        body: {
          success: true,
          message: 'Contact recorded.',
          msg: 'Contact recorded.',
          data: createContact(),
        },
      },
    });
    renderWithSession(PAGE);
    await screen.findByRole('form', { name: 'Log a contact' });
    await user.click(contactForm().getByRole('button', { name: 'Log the contact' }));
    expect(await contactForm().findByText('Choose call, SMS, e-mail or visit.')).toBeTruthy();

    await user.click(contactForm().getByRole('radio', { name: 'Call' }));
    await user.selectOptions(contactForm().getByRole('combobox', { name: 'Outcome' }), 'Promised to pay');
    await user.type(contactForm().getByRole('textbox', { name: /Note/ }), 'Pays on Friday.');
    await user.click(contactForm().getByRole('button', { name: 'Log the contact' }));
    expect(await screen.findByText('Contact recorded.')).toBeTruthy();
    expect(lastBody(api, CONTACTS)).toEqual({
      channel: 'call',
      outcome: 'promised',
      note: 'Pays on Friday.',
    });
  });

  it('records a promise, and shows a refusal beside its field or as an alert', async () => {
    const user = userEvent.setup();
    const tooLate = COLLECTIONS_MESSAGES.promiseTooLate(30);
    const api = openDesk({
      [CASE]: ok(createCase()),
      [PROMISES]: [
        fail(400, 'PROMISE_TOO_LATE', tooLate),
        fail(409, 'PROMISE_OPEN', COLLECTIONS_MESSAGES.promiseOpen),
      ],
    });
    renderWithSession(PAGE);
    await screen.findByRole('form', { name: 'Record a promise' });
    await user.click(promiseForm().getByRole('button', { name: 'Record the promise' }));
    expect(await promiseForm().findByText(COLLECTIONS_MESSAGES.promiseAmount)).toBeTruthy();

    await user.type(promiseForm().getByLabelText('Amount (K)'), '500');
    await user.type(promiseForm().getByLabelText('To be paid by'), '2027-03-01');
    await user.click(promiseForm().getByRole('button', { name: 'Record the promise' }));
    const date = promiseForm().getByLabelText('To be paid by');
    await waitFor(() => expect(date.getAttribute('aria-invalid')).toBe('true'));
    expect(promiseForm().getByText(tooLate)).toBeTruthy();
    expect(lastBody(api, PROMISES)).toEqual({ amount: '500', date: '2027-03-01' });

    await user.click(promiseForm().getByRole('button', { name: 'Record the promise' }));
    expect(await promiseForm().findByText(COLLECTIONS_MESSAGES.promiseOpen)).toBeTruthy();
  });

  it('says when the loan does not exist', async () => {
    openDesk({ [CASE]: fail(404, 'LOAN_NOT_FOUND', 'Loan not found.') });
    renderWithSession(PAGE);
    expect(await screen.findByText('Loan not found.')).toBeTruthy();
  });
});
