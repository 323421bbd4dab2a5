import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { CAMPAIGN_ID, createCampaignDetail, createCampaignPreview } from '../../../test/builders/campaigns';
import { fail, ok } from '../../../test/fake-api';
import { preloadPages, renderWithSession } from '../../../test/render-with-session';
import {
  AUDIENCE_COUNT,
  bodyOf,
  CREATE_CAMPAIGN,
  campaignAction,
  campaignPage,
  getCampaign,
  NEW_PAGE,
  PREVIEW,
  showCampaigns,
  updateCampaign,
} from './testing/promotional-emails-api';

beforeAll(() => preloadPages());

const DRAFT = createCampaignDetail();
const dialog = async (name: string) => within(await screen.findByRole('dialog', { name }));

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Subject'), 'Rainy season offer');
  await user.type(screen.getByLabelText('Message (Markdown)'), 'Lower rates **this month**.');
}

describe('New campaign', () => {
  it('asks for a subject and a message beside their fields before anything is sent', async () => {
    const user = userEvent.setup();
    const api = showCampaigns();
    renderWithSession(NEW_PAGE);
    await user.click(await screen.findByRole('button', { name: 'Send a test to me' }));
    expect(await screen.findByText('Please write a subject.')).toBeTruthy();
    expect(screen.getByText('Please write the message.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Subject'));
    await user.clear(screen.getByLabelText('Sending rate (e-mails a minute)'));
    await user.type(screen.getByLabelText('Sending rate (e-mails a minute)'), '5');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Choose a rate between 10 and 6,000 e-mails a minute.')).toBeTruthy();
    expect(api.calls(CREATE_CAMPAIGN)).toHaveLength(0);
  });

  it('counts the recipients again as audience boxes change', async () => {
    const user = userEvent.setup();
    const api = showCampaigns({ [AUDIENCE_COUNT]: [ok({ count: 2400 }), ok({ count: 310 })] });
    renderWithSession(NEW_PAGE);
    expect(await screen.findByText('Recipients: 2,400')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Has repaid a loan' }));
    expect(await screen.findByText('Recipients: 310')).toBeTruthy();
    expect(api.calls(AUDIENCE_COUNT).at(-1)?.url).toBe(
      '/api/admin/campaigns/audience-count?hasRepaidLoan=true',
    );
  });

  it('previews the e-mail in a sandboxed frame, as a phone or a desktop shows it, with its plain text', async () => {
    const user = userEvent.setup();
    const api = showCampaigns({ [PREVIEW]: ok(createCampaignPreview()) });
    renderWithSession(NEW_PAGE);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const frame = (await screen.findByTitle('The e-mail on a phone')) as HTMLIFrameElement;
    expect(frame.getAttribute('sandbox')).toBe('allow-same-origin');
    // The server's HTML, drawn by a same-origin stylesheet instead of inline styles the page's policy refuses.
    const shown = frame.getAttribute('srcdoc') ?? '';
    expect(shown).toContain('<p>Lower rates <strong>this month</strong>.</p>');
    // (The test build serves no stylesheet file; the link's absolute address is what matters here.)
    expect(shown).toMatch(/<link rel="stylesheet" href="http:\/\/localhost:\d+\/[^"]*"><\/head>/);
    expect(shown).not.toContain('style=');
    expect(frame.className).toContain('w-[360px]');
    expect(screen.getByRole('button', { name: 'Phone' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Desktop' }));
    expect(screen.getByTitle('The e-mail on a desktop')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Desktop' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText(/Unsubscribe: http:\/\/app\.test\/unsubscribe\?token=preview/)).toBeTruthy();
    expect(bodyOf(api.calls(PREVIEW)[0])).toEqual({
      subject: 'Rainy season offer',
      markdown: 'Lower rates **this month**.',
      allowRemoteImages: false,
    });
    // A preview saves nothing.
    expect(api.calls(CREATE_CAMPAIGN)).toHaveLength(0);
  });

  it('saves the draft, sends a test to my own address and moves to the draft’s page', async () => {
    const user = userEvent.setup();
    const api = showCampaigns({
      [CREATE_CAMPAIGN]: {
        status: 201,
        body: { success: true, message: 'Draft saved.', msg: 'Draft saved.', data: DRAFT },
      },
      [campaignAction(CAMPAIGN_ID, 'test')]: ok(
        { to: 'sam@kwacha.test' },
        'A test e-mail is on its way to sam@kwacha.test.',
      ),
      [getCampaign(CAMPAIGN_ID)]: ok(DRAFT),
    });
    const { router } = renderWithSession(NEW_PAGE);
    expect(
      await screen.findByText('The test goes to sam@kwacha.test, marked [Test]. It counts in no progress.'),
    ).toBeTruthy();
    await fillIn(user);
    await user.click(screen.getByRole('checkbox', { name: 'Has repaid a loan' }));
    await user.click(screen.getByRole('button', { name: 'Send a test to me' }));
    expect(await screen.findByText('A test e-mail is on its way to sam@kwacha.test.')).toBeTruthy();
    expect(bodyOf(api.calls(CREATE_CAMPAIGN)[0])).toEqual({
      subject: 'Rainy season offer',
      markdown: 'Lower rates **this month**.',
      allowRemoteImages: false,
      audience: { hasActiveLoan: false, hasRepaidLoan: true, noOpenApplication: false },
      ratePerMinute: 600,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(campaignPage(CAMPAIGN_ID)));
    expect(await screen.findByRole('heading', { level: 1, name: 'Rainy season offer' })).toBeTruthy();
  });

  it('sends now after a confirmation naming how many will receive it, then shows the progress', async () => {
    const user = userEvent.setup();
    const sending = createCampaignDetail({
      status: 'sending',
      startedAt: '2026-11-21T08:00:00.000Z',
      progress: { recipients: 2400, sent: 0, failed: 0, remaining: 2400, skipped: 0 },
    });
    const api = showCampaigns({
      [CREATE_CAMPAIGN]: ok(DRAFT, 'Draft saved.'),
      [campaignAction(CAMPAIGN_ID, 'send')]: ok(sending, 'Sending has started.'),
      [getCampaign(CAMPAIGN_ID)]: ok(sending),
    });
    renderWithSession(NEW_PAGE);
    await fillIn(user);
    await screen.findByText('Recipients: 2,400');
    await user.click(screen.getByRole('button', { name: 'Send now' }));
    const confirm = await dialog('Send this campaign now?');
    expect(
      confirm.getByText(
        '"Rainy season offer" goes to 2,400 people who opted in, at most 600 e-mails a minute. You can pause or cancel it while it is sending.',
      ),
    ).toBeTruthy();
    await user.click(confirm.getByRole('button', { name: 'Yes, send it now' }));
    expect(await screen.findByText('Sending has started.')).toBeTruthy();
    expect(await screen.findByText('Sent 0 of 2,400')).toBeTruthy();
    expect(bodyOf(api.calls(campaignAction(CAMPAIGN_ID, 'send'))[0])).toEqual({});
    expect(screen.getByRole('button', { name: 'Pause' })).toBeTruthy();
  });

  it('says "1 person", not "1 people"', async () => {
    const user = userEvent.setup();
    showCampaigns({ [AUDIENCE_COUNT]: ok({ count: 1 }) });
    renderWithSession(NEW_PAGE);
    await fillIn(user);
    await screen.findByText('Recipients: 1');
    await user.click(screen.getByRole('button', { name: 'Send now' }));
    const confirm = await dialog('Send this campaign now?');
    expect(confirm.getByText(/^"Rainy season offer" goes to 1 person who opted in,/)).toBeTruthy();
  });

  it('offers no "Send now" while nobody matches the audience, and says why', async () => {
    const user = userEvent.setup();
    const api = showCampaigns({ [AUDIENCE_COUNT]: [ok({ count: 0 }), ok({ count: 3 })] });
    renderWithSession(NEW_PAGE);
    await fillIn(user);
    await screen.findByText('Recipients: 0');
    const send = screen.getByRole('button', { name: 'Send now' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    expect(send.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(send.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Nobody matches this audience now, so there is nobody to send it to. Change the audience, or schedule it for later.',
    );
    await user.click(send);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls(CREATE_CAMPAIGN)).toHaveLength(0);

    await user.click(screen.getByRole('checkbox', { name: 'Has repaid a loan' }));
    await screen.findByText('Recipients: 3');
    expect(send.disabled).toBe(false);
  });

  it('schedules in Lusaka time, and shows a refused time beside the field', async () => {
    const user = userEvent.setup();
    const api = showCampaigns({
      [CREATE_CAMPAIGN]: ok(DRAFT, 'Draft saved.'),
      [updateCampaign(CAMPAIGN_ID)]: ok(DRAFT, 'Draft saved.'),
      [campaignAction(CAMPAIGN_ID, 'send')]: fail(400, 'VALIDATION_ERROR', 'Choose a time in the future.', {
        error: {
          code: 'VALIDATION_ERROR',
          message: 'Choose a time in the future.',
          details: [
            { field: 'at', msg: 'Choose a time in the future.', message: 'Choose a time in the future.' },
          ],
        },
      }),
    });
    renderWithSession(NEW_PAGE);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByText('Choose a date and time, like 2026-12-01 09:00.')).toBeTruthy();
    expect(api.calls(CREATE_CAMPAIGN)).toHaveLength(0);

    await user.type(screen.getByLabelText('Send at (Lusaka time)'), '2026-12-01T09:00');
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    const confirm = await dialog('Schedule this campaign?');
    expect(confirm.getByText(/will be sent on 1 December 2026, 09:00 \(Lusaka time\)/)).toBeTruthy();
    await user.click(confirm.getByRole('button', { name: 'Yes, schedule it' }));
    expect(await screen.findByText('Choose a time in the future.')).toBeTruthy();
    expect(screen.getByLabelText('Send at (Lusaka time)').getAttribute('aria-invalid')).toBe('true');
    expect(bodyOf(api.calls(campaignAction(CAMPAIGN_ID, 'send'))[0])).toEqual({
      at: '2026-12-01T09:00:00+02:00',
    });
  });
});
