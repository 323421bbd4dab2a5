import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdminLoanList } from '../../../test/builders/admin-loan-list';
import { createCampaignList, createCampaignSummary } from '../../../test/builders/campaigns';
import { notificationRoutes } from '../../../test/builders/notifications';
import { createUser, fail, heldResponse, ok, signedInAs } from '../../../test/fake-api';
import { preloadPages, renderWithSession } from '../../../test/render-with-session';
import { GET_CAMPAIGNS, HISTORY_PAGE, NEW_PAGE, showCampaigns } from './testing/promotional-emails-api';

beforeAll(() => preloadPages());

const adminNav = () => within(screen.getByRole('navigation', { name: 'Admin' }));

describe('PromotionalEmailsPage', () => {
  it('shows a skeleton, then each campaign with its status and counts, newest first', async () => {
    const held = heldResponse();
    showCampaigns({ [GET_CAMPAIGNS]: held.handler });
    renderWithSession(HISTORY_PAGE);
    expect(await screen.findByText('Loading campaigns…')).toBeTruthy();
    await held.answer(
      Response.json({
        success: true,
        message: 'OK',
        msg: 'OK',
        data: createCampaignList({
          items: [
            createCampaignSummary(),
            createCampaignSummary({
              id: 'c-2',
              subject: 'Harvest news',
              status: 'scheduled',
              startedAt: null,
              scheduledAt: '2026-12-01T07:00:00.000Z',
              progress: { recipients: 0, sent: 0, failed: 0, remaining: 0, skipped: 0 },
            }),
          ],
        }),
      }),
    );

    const sending = within(await screen.findByRole('article', { name: 'Rainy season offer' }));
    expect(document.title).toBe('Promotional E-mails | Kwacha Loans');
    expect(sending.getByRole('link', { name: 'Rainy season offer' }).getAttribute('href')).toBe(
      '/admin-dashboard/promotional-emails/7c1d2e3f-1111-4222-8333-444455556666',
    );
    expect(sending.getByText('Sending')).toBeTruthy();
    expect(sending.getByText('Started 21 November 2026, 10:00 · by Sam Mulenga')).toBeTruthy();
    expect(sending.getByText('Sent 600 of 2,400 · 3 failed · 1,795 remaining · 2 skipped')).toBeTruthy();
    const scheduled = within(screen.getByRole('article', { name: 'Harvest news' }));
    expect(scheduled.getByText('Scheduled for 1 December 2026, 09:00 · by Sam Mulenga')).toBeTruthy();
    expect(scheduled.queryByText(/Sent/)).toBeNull();

    const entry = adminNav().getByRole('link', { name: 'Promotional E-mails' });
    expect(entry.getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'New campaign' }).getAttribute('href')).toBe(NEW_PAGE);
  });

  it('says so when there are no campaigns yet', async () => {
    showCampaigns();
    renderWithSession(HISTORY_PAGE);
    expect(
      await screen.findByText('No campaigns yet. Write the first one with "New campaign".'),
    ).toBeTruthy();
  });

  it('offers Try Again when the history cannot load, and shows it once it can', async () => {
    const user = userEvent.setup();
    showCampaigns({ [GET_CAMPAIGNS]: [fail(500, 'INTERNAL_ERROR'), ok(createCampaignList())] });
    renderWithSession(HISTORY_PAGE);
    expect(await screen.findByText('Failed to load the campaigns. Please try again.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('article', { name: 'Rainy season offer' })).toBeTruthy();
  });

  it('loads older campaigns on request', async () => {
    const user = userEvent.setup();
    const api = showCampaigns({
      [GET_CAMPAIGNS]: [
        ok(createCampaignList({ nextCursor: 'next-page' })),
        ok(
          createCampaignList({
            items: [createCampaignSummary({ id: 'c-old', subject: 'Older news', status: 'sent' })],
          }),
        ),
      ],
    });
    renderWithSession(HISTORY_PAGE);
    await user.click(await screen.findByRole('button', { name: 'Show older campaigns' }));
    expect(await screen.findByRole('article', { name: 'Older news' })).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Rainy season offer' })).toBeTruthy();
    expect(api.calls(GET_CAMPAIGNS)[1]?.url).toContain('cursor=next-page');
  });

  it("is not in an admin's menu, and sends an admin who opens it to the loan list", async () => {
    signedInAs(createUser({ role: 'admin' }), {
      ...notificationRoutes(),
      'GET /api/admin/flagged-payments/count': ok({ count: 0 }),
      'GET /api/loan-applications/admin': ok(createAdminLoanList()),
    });
    renderWithSession(HISTORY_PAGE);
    await screen.findByRole('heading', { level: 1, name: 'Loan Applications' });
    expect(adminNav().queryByRole('link', { name: 'Promotional E-mails' })).toBeNull();
  });
});
