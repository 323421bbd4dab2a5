import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createFailedSms,
  createSmsList,
  createSmsMessage,
  SMS_ID,
} from '../../../test/builders/sms-messages';
import { fail, ok } from '../../../test/fake-api';
import { preloadPages, renderWithSession } from '../../../test/render-with-session';
import { SMS_UNKNOWN_NOTE } from './components/sms-card';
import { EMAILS_PAGE, showEmails } from './testing/email-management-page';

beforeAll(() => preloadPages());

const PAGE = `${EMAILS_PAGE}/text-messages`;
const GET_SMS = 'GET /api/admin/sms-messages';
const RESEND_SMS = `POST /api/admin/sms-messages/${SMS_ID}/resend`;
const NEW_SMS_ID = '1b2c3d4e-5555-4666-8777-888899990000';

const region = () => within(screen.getByRole('region', { name: 'Text messages' }));
const dialog = () => within(screen.getByRole('dialog', { name: 'Send this text again?' }));
const sendAgain = () => screen.findByRole('button', { name: /^Send again: the text to \+260971234567/ });

describe('Text messages beside e-mail management (docs/product.md §19.4)', () => {
  it('is linked from e-mail management and lists texts with status, attempts and delivery', async () => {
    const user = userEvent.setup();
    showEmails(undefined, {
      [GET_SMS]: ok(
        createSmsList([
          createSmsMessage(),
          createSmsMessage({
            id: 'sms-2',
            status: 'failed',
            attempts: 5,
            lastError: 'HTTP 503',
            deliveredAt: null,
          }),
        ]),
      ),
    });
    renderWithSession(EMAILS_PAGE);
    await user.click(await screen.findByRole('link', { name: 'Text messages (SMS)' }));
    expect(await screen.findByRole('heading', { name: 'Text Messages' })).toBeTruthy();
    const items = await region().findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0] as HTMLElement).getByText('Delivered')).toBeTruthy();
    expect(within(items[0] as HTMLElement).getByText(/delivered 25 November 2026, 12:00/)).toBeTruthy();
    expect(within(items[0] as HTMLElement).queryByRole('button')).toBeNull();
    expect(within(items[1] as HTMLElement).getByText('5 attempts · africastalking · HTTP 503')).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByRole('button', { name: /^Send again/ })).toBeTruthy();
  });

  it("filters by the number's last digits and status, kept in the URL, and says when none match", async () => {
    const user = userEvent.setup();
    const api = showEmails(undefined, { [GET_SMS]: [ok(createSmsList()), ok(createSmsList([]))] });
    const { router } = renderWithSession(PAGE);
    expect(await screen.findByText(/we received K100.00/)).toBeTruthy();

    await user.type(screen.getByLabelText('Phone number'), '12');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(
      await screen.findByText('Enter digits of the number, at least its last 3 (like 4567).'),
    ).toBeTruthy();
    expect(api.calls(GET_SMS)).toHaveLength(1);

    await user.type(screen.getByLabelText('Phone number'), '34567');
    await user.selectOptions(screen.getByLabelText('Status'), 'failed');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText('No text messages match these filters.')).toBeTruthy();
    const url = new URL(api.calls(GET_SMS).at(-1)?.url ?? '', 'http://localhost');
    expect(Object.fromEntries(url.searchParams)).toEqual({ q: '1234567', status: 'failed', limit: '50' });
    expect(router.state.location.search).toBe('?q=1234567&status=failed');
  });

  it('goes to older texts with the cursor and back to the newer ones', async () => {
    const user = userEvent.setup();
    const older = createSmsMessage({ id: 'sms-old', body: 'Kwacha Loans: an older text.' });
    const api = showEmails(undefined, {
      [GET_SMS]: [ok(createSmsList([createSmsMessage()], 'cursor-2')), ok(createSmsList([older]))],
    });
    const { router } = renderWithSession(PAGE);
    expect(await screen.findByText(/we received K100.00/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Older' }));
    expect(await screen.findByText('Kwacha Loans: an older text.')).toBeTruthy();
    expect(api.calls(GET_SMS).at(-1)?.url).toContain('cursor=cursor-2');
    expect(screen.getByText('Page 2')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Text messages' }));
    await user.click(screen.getByRole('button', { name: 'Newer' }));
    expect(await screen.findByText('Page 1')).toBeTruthy();
    expect(await screen.findByText(/we received K100.00/)).toBeTruthy();
    expect(router.state.location.search).toBe('');
  });

  it('sends a failed text again after a confirmation, says so and reads the list again', async () => {
    const user = userEvent.setup();
    const resent = createSmsMessage({
      id: NEW_SMS_ID,
      toNumber: '+260961234567',
      status: 'queued',
      provider: null,
      attempts: 0,
      sentAt: null,
      deliveredAt: null,
    });
    const api = showEmails(undefined, {
      [GET_SMS]: [
        ok(createSmsList([createFailedSms()])),
        ok(createSmsList([resent, createFailedSms({ resentAsId: NEW_SMS_ID })])),
      ],
      [RESEND_SMS]: ok(resent, "A new text was queued to +260961234567, the borrower's current number."),
    });
    renderWithSession(PAGE);
    await user.click(await sendAgain());
    expect(
      dialog().getByText(
        "A new text with the same words will go to the borrower's current phone number, if they still get texts. This one stays failed.",
      ),
    ).toBeTruthy();
    await user.click(dialog().getByRole('button', { name: 'Cancel' }));
    expect(api.calls(RESEND_SMS)).toEqual([]);

    await user.click(await sendAgain());
    await user.click(dialog().getByRole('button', { name: 'Send again' }));
    expect(
      await screen.findByText("A new text was queued to +260961234567, the borrower's current number."),
    ).toBeTruthy();
    expect(api.calls(RESEND_SMS)).toHaveLength(1);
    expect(await region().findByText('Sent again as a new text.')).toBeTruthy();
    expect(region().getByText('+260961234567')).toBeTruthy();
    expect(region().queryByRole('button', { name: /^Send again/ })).toBeNull();
    await waitFor(() => expect(api.calls(GET_SMS)).toHaveLength(2));
  });

  it('shows a text of unknown outcome as Unknown, with Send again warning that the borrower may have it', async () => {
    const user = userEvent.setup();
    const unknown = createFailedSms({
      status: 'unknown',
      lastError: "Africa's Talking did not answer within 15 s",
    });
    const api = showEmails(undefined, {
      [GET_SMS]: [ok(createSmsList([unknown])), ok(createSmsList([unknown]))],
      [RESEND_SMS]: ok(
        createSmsMessage({ id: NEW_SMS_ID, status: 'queued' }),
        "A new text was queued to +260971234567, the borrower's current number.",
      ),
    });
    renderWithSession(PAGE);
    await screen.findByText(SMS_UNKNOWN_NOTE);
    const item = within(region().getAllByRole('listitem')[0] as HTMLElement);
    expect(item.getByText('Unknown')).toBeTruthy();
    expect(item.getByText(SMS_UNKNOWN_NOTE)).toBeTruthy();
    expect(
      item.getByText("1 attempt · africastalking · Africa's Talking did not answer within 15 s"),
    ).toBeTruthy();

    await user.click(await sendAgain());
    expect(
      dialog().getByText(
        "The borrower may have this text already: the provider did not say whether it sent it. A new text with the same words will go to the borrower's current phone number, if they still get texts. This one stays unknown.",
      ),
    ).toBeTruthy();
    await user.click(dialog().getByRole('button', { name: 'Send again' }));
    expect(
      await screen.findByText("A new text was queued to +260971234567, the borrower's current number."),
    ).toBeTruthy();
    expect(api.calls(RESEND_SMS)).toHaveLength(1);
  });

  it("says the server's reason when it will not send the text again", async () => {
    const user = userEvent.setup();
    showEmails(undefined, {
      [GET_SMS]: ok(createSmsList([createFailedSms()])),
      [RESEND_SMS]: fail(
        409,
        'SMS_RESEND_REFUSED',
        'The borrower turned text messages off, so this text will not be sent again.',
      ),
    });
    renderWithSession(PAGE);
    await user.click(await sendAgain());
    await user.click(dialog().getByRole('button', { name: 'Send again' }));
    expect(
      await screen.findByText('The borrower turned text messages off, so this text will not be sent again.'),
    ).toBeTruthy();
  });

  it('shows an error with Try Again', async () => {
    const user = userEvent.setup();
    showEmails(undefined, {
      [GET_SMS]: [
        fail(500, 'INTERNAL_ERROR', 'Something went wrong on our side. Please try again.'),
        ok(createSmsList([])),
      ],
    });
    renderWithSession(PAGE);
    expect(await screen.findByText('Something went wrong on our side. Please try again.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('No text messages have been written yet.')).toBeTruthy();
  });
});
