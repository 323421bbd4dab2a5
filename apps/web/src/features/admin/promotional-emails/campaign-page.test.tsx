import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { CAMPAIGN_ID, createCampaignDetail } from '../../../test/builders/campaigns';
import { fail, ok } from '../../../test/fake-api';
import { preloadPages, renderWithSession } from '../../../test/render-with-session';
import {
  bodyOf,
  campaignAction,
  campaignPage,
  getCampaign,
  showCampaigns,
  updateCampaign,
} from './testing/promotional-emails-api';

beforeAll(() => preloadPages());

const PAGE = campaignPage(CAMPAIGN_ID);
const GET = getCampaign(CAMPAIGN_ID);
const sendingWith = (sent: number, overrides: Parameters<typeof createCampaignDetail>[0] = {}) =>
  createCampaignDetail({
    status: 'sending',
    startedAt: '2026-11-21T08:00:00.000Z',
    progress: { recipients: 2400, sent, failed: 3, remaining: 2400 - sent - 5, skipped: 2 },
    ...overrides,
  });
const dialog = async (name: string) => within(await screen.findByRole('dialog', { name }));

describe('CampaignPage', () => {
  it('shows the progress the server holds, and reads it again while sending', async () => {
    const api = showCampaigns({ [GET]: [ok(sendingWith(600)), ok(sendingWith(1200))] });
    renderWithSession(PAGE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Rainy season offer' })).toBeTruthy();
    expect(screen.getByText('Sent 600 of 2,400')).toBeTruthy();
    const bar = screen.getByRole('progressbar', { name: 'Sending progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('600');
    expect(bar.getAttribute('aria-valuemax')).toBe('2400');
    const progress = within(screen.getByRole('region', { name: 'Progress' }));
    expect(progress.getByText('Failed').nextElementSibling?.textContent).toBe('3');
    expect(progress.getByText('Remaining').nextElementSibling?.textContent).toBe('1,795');
    expect(progress.getByText('Skipped').nextElementSibling?.textContent).toBe('2');
    const details = within(screen.getByRole('region', { name: 'Details' }));
    expect(details.getByText('Audience').nextElementSibling?.textContent).toBe(
      'Verified borrowers who opted in, has repaid a loan',
    );
    expect(details.getByText('Started').nextElementSibling?.textContent).toBe('21 November 2026, 10:00');
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(
      expect.arrayContaining(['Pause', 'Cancel']),
    );

    expect(await screen.findByText('Sent 1,200 of 2,400', {}, { timeout: 6000 })).toBeTruthy();
    expect(api.calls(GET).length).toBeGreaterThanOrEqual(2);
  });

  it('pauses after a confirmation, then offers Resume', async () => {
    const user = userEvent.setup();
    const paused = sendingWith(600, { status: 'paused' });
    const api = showCampaigns({
      [GET]: [ok(sendingWith(600)), ok(paused)],
      [campaignAction(CAMPAIGN_ID, 'pause')]: ok(paused, 'Sending is paused.'),
    });
    renderWithSession(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Pause' }));
    const confirm = await dialog('Pause sending?');
    await user.click(confirm.getByRole('button', { name: 'Keep sending' }));
    expect(api.calls(campaignAction(CAMPAIGN_ID, 'pause'))).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Pause' }));
    await user.click((await dialog('Pause sending?')).getByRole('button', { name: 'Pause sending' }));
    expect(await screen.findByText('Sending is paused.')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Resume' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pause' })).toBeNull();
    expect(screen.getByText('Paused')).toBeTruthy();
  });

  it('cancels after a confirmation whose buttons cannot be mistaken, and shows a refusal as worded', async () => {
    const user = userEvent.setup();
    showCampaigns({
      [GET]: ok(sendingWith(600, { status: 'paused' })),
      [campaignAction(CAMPAIGN_ID, 'cancel')]: fail(
        409,
        'CAMPAIGN_STATE_CONFLICT',
        'Only a scheduled, sending or paused campaign can be cancelled.',
      ),
    });
    renderWithSession(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    const confirm = await dialog('Cancel this campaign?');
    expect(confirm.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Keep the campaign',
      'Cancel the campaign',
    ]);
    await user.click(confirm.getByRole('button', { name: 'Cancel the campaign' }));
    expect(
      await screen.findByText('Only a scheduled, sending or paused campaign can be cancelled.'),
    ).toBeTruthy();
  });

  it('shows a scheduled campaign’s time in Lusaka and lets it be cancelled', async () => {
    showCampaigns({
      [GET]: ok(createCampaignDetail({ status: 'scheduled', scheduledAt: '2026-12-01T07:00:00.000Z' })),
    });
    renderWithSession(PAGE);
    expect(
      await screen.findByText(
        'Scheduled for 1 December 2026, 09:00 (Lusaka time). The audience is counted when it starts.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('opens a draft in the composer with its saved values, and saves changes to it', async () => {
    const user = userEvent.setup();
    const draft = createCampaignDetail({ ratePerMinute: 1200 });
    const api = showCampaigns({ [GET]: ok(draft), [updateCampaign(CAMPAIGN_ID)]: ok(draft, 'Draft saved.') });
    renderWithSession(PAGE);
    const subject = (await screen.findByLabelText('Subject')) as HTMLInputElement;
    expect(subject.value).toBe('Rainy season offer');
    expect((screen.getByLabelText('Sending rate (e-mails a minute)') as HTMLInputElement).value).toBe('1200');
    expect((screen.getByRole('checkbox', { name: 'Has repaid a loan' }) as HTMLInputElement).checked).toBe(
      true,
    );
    await user.clear(subject);
    await user.type(subject, 'Harvest offer');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Draft saved.')).toBeTruthy();
    expect(bodyOf(api.calls(updateCampaign(CAMPAIGN_ID))[0])).toMatchObject({
      subject: 'Harvest offer',
      ratePerMinute: 1200,
    });
  });

  it('says "Campaign not found." for an unknown id, with Try Again', async () => {
    showCampaigns({ [GET]: fail(404, 'CAMPAIGN_NOT_FOUND', 'Campaign not found.') });
    renderWithSession(PAGE);
    expect(await screen.findByText('Campaign not found.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });
});
