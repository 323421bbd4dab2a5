import { describe, expect, it } from 'vitest';
import {
  audienceCountQuerySchema,
  type CampaignSummary,
  isCampaignInFlight,
  saveCampaignRequestSchema,
  sendCampaignRequestSchema,
} from './campaigns';

const progress = (remaining: number) => ({
  recipients: 10,
  sent: 10 - remaining,
  failed: 0,
  remaining,
  skipped: 0,
});

describe('campaign requests', () => {
  it('fills in what a draft may leave out: no filters, no remote images, 600 a minute', () => {
    expect(saveCampaignRequestSchema.parse({ subject: '  Offer ', markdown: 'Hi' })).toEqual({
      subject: 'Offer',
      markdown: 'Hi',
      allowRemoteImages: false,
      audience: { hasActiveLoan: false, hasRepaidLoan: false, noOpenApplication: false },
      ratePerMinute: 600,
    });
  });

  it('reads audience filters from a query string, and refuses anything but true or false', () => {
    expect(audienceCountQuerySchema.parse({ hasActiveLoan: 'true', noOpenApplication: 'false' })).toEqual({
      hasActiveLoan: true,
      hasRepaidLoan: false,
      noOpenApplication: false,
    });
    expect(audienceCountQuerySchema.safeParse({ hasActiveLoan: '1' }).success).toBe(false);
  });

  it.each(['2026-12-01T09:00:00+02:00', '2026-12-01T07:00:00.000Z', '2026-12-01T09:00+02:00'])(
    'takes a send time with its offset: %s',
    (at) => expect(sendCampaignRequestSchema.safeParse({ at }).success).toBe(true),
  );

  it.each(['2026-12-01T09:00', '2026-12-01', 'tomorrow', '0000-01-01T00:00:00Z'])(
    'refuses a send time without an offset or a real date: %s',
    (at) => expect(sendCampaignRequestSchema.safeParse({ at }).success).toBe(false),
  );
});

describe('isCampaignInFlight', () => {
  it.each<[CampaignSummary['status'], number, boolean]>([
    ['sending', 0, true],
    ['sent', 3, true],
    ['sent', 0, false],
    ['cancelled', 2, true],
    ['paused', 5, false],
    ['draft', 0, false],
    ['scheduled', 0, false],
  ])('%s with %i remaining → %s', (status, remaining, expected) => {
    expect(isCampaignInFlight({ status, progress: progress(remaining) })).toBe(expected);
  });
});
