import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { createLoan } from '../../test/builders/loans';
import { notificationRoutes } from '../../test/builders/notifications';
import { createUser, type FakeReply, ok, signedInAs } from '../../test/fake-api';
import { preloadPages, renderWithSession } from '../../test/render-with-session';

beforeAll(() => preloadPages());

const CREATE = 'POST /api/complaints';
const TEXT = 'I paid K500 on Monday but my balance did not change.';
const NETWORK = 'Could not reach the server. Please check your internet connection and try again.';

function complaintsPage(create: FakeReply | FakeReply[], user = createUser()) {
  return signedInAs(user, {
    ...notificationRoutes(),
    'GET /api/loan-applications/my-loans': ok([createLoan()]),
    'GET /api/payments': ok([]),
    'GET /api/complaints': ok([]),
    [CREATE]: create,
  });
}

const topic = () => screen.getByRole('combobox', { name: /What is it about/ }) as HTMLSelectElement;
const text = () => screen.getByRole('textbox', { name: /What happened/ }) as HTMLTextAreaElement;

// docs/product.md §21: a complaint's text is not lost to a dropped connection or a reload.
describe('ComplaintForm on a flaky connection', () => {
  it('keeps the text after a network failure, restores it after a reload, and forgets it once sent', async () => {
    const user = userEvent.setup();
    complaintsPage([
      'network-error',
      {
        status: 201,
        body: {
          success: true,
          message: 'Your complaint was received. Your reference is CMP-ABCD-EFGH.',
          msg: 'Your complaint was received. Your reference is CMP-ABCD-EFGH.',
          data: { id: 'cmp-9', reference: 'CMP-ABCD-EFGH' },
        },
      },
    ]);
    const first = renderWithSession('/complaints');
    await screen.findByText('You have not raised any complaints.');
    await user.selectOptions(topic(), 'payment_not_applied');
    await user.type(text(), TEXT);
    await user.click(screen.getByRole('button', { name: 'Send complaint' }));
    expect(await screen.findByText(NETWORK)).toBeTruthy();
    expect(text().value).toBe(TEXT);
    expect(topic().value).toBe('payment_not_applied');

    first.unmount();
    renderWithSession('/complaints');
    await screen.findByText('You have not raised any complaints.');
    await screen.findByDisplayValue(TEXT);
    expect(topic().value).toBe('payment_not_applied');

    await user.click(screen.getByRole('button', { name: 'Send complaint' }));
    await screen.findByText('Your complaint was received. Your reference is CMP-ABCD-EFGH.');
    expect(text().value).toBe('');
    expect(sessionStorage.getItem('kwacha.draft.complaint')).toBeNull();
  });

  it('never shows the draft to the next person who signs in on the phone', async () => {
    const user = userEvent.setup();
    complaintsPage('network-error');
    const first = renderWithSession('/complaints');
    await screen.findByText('You have not raised any complaints.');
    await user.type(text(), TEXT);
    first.unmount();

    complaintsPage('network-error', createUser({ id: 'user-2', username: 'mutale.banda' }));
    renderWithSession('/complaints');
    await screen.findByText('You have not raised any complaints.');
    expect(text().value).toBe('');
  });
});
