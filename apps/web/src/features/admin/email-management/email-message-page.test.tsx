import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { createEmailDetail, createEmailRow, EMAIL_ID } from '../../../test/builders/emails';
import { envelope, type FakeReply, fail, heldResponse, ok } from '../../../test/fake-api';
import { preloadPages, renderWithSession } from '../../../test/render-with-session';
import { EMAILS_PAGE, getEmailRoute, resendRoute, showEmails } from './testing/email-management-page';

beforeAll(() => preloadPages());

const MESSAGE_PAGE = `${EMAILS_PAGE}/${EMAIL_ID}`;
const NEW_ID = '7a8b9c0d-3333-4444-8555-666677778888';
const dialog = () => within(screen.getByRole('dialog', { name: /\?$/ }));

const showMessage = (replies: FakeReply | FakeReply[]) =>
  showEmails(undefined, { [getEmailRoute(EMAIL_ID)]: replies });

describe('EmailMessagePage', () => {
  it('shows the delivery and the masked bodies, the HTML only in a sandbox that runs nothing', async () => {
    const held = heldResponse();
    showMessage(held.handler);
    renderWithSession(MESSAGE_PAGE);
    expect(await screen.findByText('Loading the e-mail…')).toBeTruthy();
    await held.answer(envelope(createEmailDetail()));

    expect(await screen.findByRole('heading', { level: 1, name: 'Verify your email address' })).toBeTruthy();
    expect(screen.getByText('E-mail verification to chanda.phiri@example.zm')).toBeTruthy();
    const delivery = within(screen.getByRole('region', { name: 'Delivery' }));
    expect(delivery.getByText('Failed')).toBeTruthy();
    expect(delivery.getByText('550 5.1.1 Mailbox unavailable')).toBeTruthy();
    expect(delivery.getByText('21 November 2026, 10:30')).toBeTruthy();

    const message = within(screen.getByRole('region', { name: 'Message' }));
    expect(
      message.getByText(/Verify my email: https:\/\/kwacha\.example\/verify-email\?token=\[hidden\]/),
    ).toBeTruthy();
    const frame = message.getByTitle('The e-mail as HTML, links and codes hidden');
    // An empty sandbox allows nothing: no scripts, no same origin, no forms, no pop-ups, no top navigation.
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toBe(createEmailDetail().htmlBody);
    expect(document.title).toBe('Verify your email address | Kwacha Loans');
  });

  it('sends a fresh link after a confirmation, says so, and shows the resend', async () => {
    const user = userEvent.setup();
    const api = showEmails(undefined, {
      [getEmailRoute(EMAIL_ID)]: [
        ok(createEmailDetail()),
        ok(
          createEmailDetail({
            resends: [{ at: '2026-11-21T09:00:00.000Z', by: 'Mwila Banda', newEmailId: NEW_ID }],
          }),
        ),
      ],
      [resendRoute(EMAIL_ID)]: ok(
        { id: NEW_ID, how: 'fresh-link', recipient: 'chanda.phiri@example.zm' },
        'A new verification link is on its way to chanda.phiri@example.zm. Older links no longer work.',
      ),
    });
    renderWithSession(MESSAGE_PAGE);
    await user.click(await screen.findByRole('button', { name: 'Send a fresh link' }));
    expect(dialog().getByRole('heading', { name: 'Send a fresh link?' })).toBeTruthy();
    expect(
      dialog().getByText(
        "A new e-mail (E-mail verification) with a new link will go to the account's current address. The link in this e-mail and any older one stop working.",
      ),
    ).toBeTruthy();
    await user.click(dialog().getByRole('button', { name: 'Cancel' }));
    expect(api.calls(resendRoute(EMAIL_ID))).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Send a fresh link' }));
    await user.click(dialog().getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText(
        'A new verification link is on its way to chanda.phiri@example.zm. Older links no longer work.',
      ),
    ).toBeTruthy();
    expect(api.calls(resendRoute(EMAIL_ID))).toHaveLength(1);
    expect(await screen.findByText(/Sent again 21 November 2026, 11:00 by Mwila Banda/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'the new e-mail' }).getAttribute('href')).toBe(
      `${EMAILS_PAGE}/${NEW_ID}`,
    );
  });

  it("resends another kind as it was, and says the server's reason when it refuses", async () => {
    const user = userEvent.setup();
    showEmails(undefined, {
      [getEmailRoute(EMAIL_ID)]: ok(
        createEmailDetail({
          ...createEmailRow(),
          subject: 'Your instalment is due',
          resendMode: 'same-message',
        }),
      ),
      [resendRoute(EMAIL_ID)]: fail(
        409,
        'EMAIL_RESEND_REFUSED',
        'This e-mail is still waiting to be sent. Only a failed e-mail can be sent again.',
      ),
    });
    renderWithSession(MESSAGE_PAGE);
    await user.click(await screen.findByRole('button', { name: 'Resend' }));
    expect(
      dialog().getByText('It will be queued to be sent to chanda.phiri@example.zm again, as it was.'),
    ).toBeTruthy();
    await user.click(dialog().getByRole('button', { name: 'Resend' }));
    expect(
      await screen.findByText(
        'This e-mail is still waiting to be sent. Only a failed e-mail can be sent again.',
      ),
    ).toBeTruthy();
  });

  it('offers no resend of a disbursement code, and none of a message that did not fail', async () => {
    showMessage(
      ok(
        createEmailDetail({
          kind: 'disbursement-otp',
          kindLabel: 'Disbursement code',
          resendMode: 'never',
          textBody: '[This e-mail carries a one-time disbursement code, which staff never see.]',
        }),
      ),
    );
    const { unmount } = renderWithSession(MESSAGE_PAGE);
    expect(
      await screen.findByText(
        'A disbursement code cannot be sent again: start the disbursement again from the loan page to send a new code.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Resend|Send a fresh link/ })).toBeNull();
    unmount();

    showMessage(
      ok(createEmailDetail({ status: 'sent', lastError: null, sentAt: '2026-11-21T08:31:00.000Z' })),
    );
    renderWithSession(MESSAGE_PAGE);
    await screen.findByRole('region', { name: 'Delivery' });
    expect(screen.queryByRole('region', { name: 'Send again' })).toBeNull();
  });

  it('says when the e-mail does not exist, and goes back to the list with its filters', async () => {
    const user = userEvent.setup();
    showEmails(undefined, { [getEmailRoute(EMAIL_ID)]: fail(404, 'EMAIL_NOT_FOUND', 'E-mail not found.') });
    const { router } = renderWithSession({ pathname: MESSAGE_PAGE, state: { listSearch: '?status=failed' } });
    expect((await screen.findByRole('alert')).textContent).toBe('E-mail not found.');
    await user.click(screen.getByRole('link', { name: '← All e-mails' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(EMAILS_PAGE));
    expect(router.state.location.search).toBe('?status=failed');
  });
});
