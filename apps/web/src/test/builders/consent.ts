import type { ConsentEventView, ConsentState } from '@kwacha/shared/consent/marketing-consent';

/** One record of the consent log as the API returns it; override what a test is about. */
export function createConsentEvent(overrides: Partial<ConsentEventView> = {}): ConsentEventView {
  return {
    id: 1,
    granted: true,
    wordingVersion: 'marketing-email-v1',
    source: 'registration',
    ipAddress: '41.72.100.5',
    userAgent: 'Mozilla/5.0 (Linux; Android 10; itel A56) Chrome/120.0 Mobile',
    createdAt: '2026-11-21T08:30:00.000Z',
    ...overrides,
  };
}

/** GET /api/consent for a borrower who ticked the box when registering. */
export function createConsentState(overrides: Partial<ConsentState> = {}): ConsentState {
  const history = overrides.history ?? [createConsentEvent()];
  return { marketingOptIn: true, since: history[0]?.createdAt ?? null, history, ...overrides };
}
