import type {
  CampaignDetail,
  CampaignList,
  CampaignPreview,
  CampaignSummary,
} from '@kwacha/shared/staff/campaigns';

export const CAMPAIGN_ID = '7c1d2e3f-1111-4222-8333-444455556666';

/** One campaign of the history as GET /api/admin/campaigns returns it: sending, 600 of 2,400 sent. */
export function createCampaignSummary(overrides: Partial<CampaignSummary> = {}): CampaignSummary {
  return {
    id: CAMPAIGN_ID,
    subject: 'Rainy season offer',
    status: 'sending',
    audience: { hasActiveLoan: false, hasRepaidLoan: true, noOpenApplication: false },
    ratePerMinute: 600,
    scheduledAt: null,
    startedAt: '2026-11-21T08:00:00.000Z',
    finishedAt: null,
    createdAt: '2026-11-20T14:30:00.000Z',
    updatedAt: '2026-11-21T08:00:00.000Z',
    createdBy: { id: 'me-1', name: 'Sam Mulenga' },
    progress: { recipients: 2400, sent: 600, failed: 3, remaining: 1795, skipped: 2 },
    ...overrides,
  };
}

/** One campaign with what it says; a draft with nobody written to yet unless overridden. */
export function createCampaignDetail(overrides: Partial<CampaignDetail> = {}): CampaignDetail {
  return {
    ...createCampaignSummary({
      status: 'draft',
      startedAt: null,
      progress: { recipients: 0, sent: 0, failed: 0, remaining: 0, skipped: 0 },
    }),
    markdown: 'Hello!\n\nLower rates **this month**.',
    allowRemoteImages: false,
    html: '<p>Hello!</p>\n<p>Lower rates <strong>this month</strong>.</p>',
    text: 'Hello!\n\nLower rates this month.',
    ...overrides,
  };
}

export function createCampaignList(overrides: Partial<CampaignList> = {}): CampaignList {
  return { items: [createCampaignSummary()], nextCursor: null, ...overrides };
}

export function createCampaignPreview(overrides: Partial<CampaignPreview> = {}): CampaignPreview {
  return {
    subject: 'Rainy season offer',
    html: '<!doctype html><html><head><title>Rainy season offer</title></head><body><div class="content" style="font-family:Arial"><h1 style="color:#047857">Kwacha Loans</h1><p>Lower rates <strong>this month</strong>.</p><p><a href="http://app.test/unsubscribe?token=preview">Unsubscribe</a></p></div></body></html>',
    text: 'Lower rates this month.\n\n—\nUnsubscribe: http://app.test/unsubscribe?token=preview',
    ...overrides,
  };
}
