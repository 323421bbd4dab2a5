import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../../lib/format-date';
import { notificationRoutes } from '../../../test/builders/notifications';
import { createUser, ok, signedInAs } from '../../../test/fake-api';
import { preloadPages, renderWithSession } from '../../../test/render-with-session';
import { PENDING_DELETIONS_HELP, PENDING_DELETIONS_TITLE } from './components/pending-deletions';
import { createQueuePage } from './testing/identity-checks';

beforeAll(() => preloadPages());

const PENDING = 'GET /api/admin/kyc-pending-deletions';

function staff(pending: unknown) {
  return signedInAs(createUser({ role: 'admin' }), {
    ...notificationRoutes(),
    'GET /api/admin/flagged-payments/count': ok({ count: 0 }),
    'GET /api/admin/kyc': ok(createQueuePage([])),
    [PENDING]: ok(pending),
  });
}

const row = (overrides: Record<string, unknown> = {}) => ({
  storageKey: 'kyc/0b7e2c1a/selfie/5f3d',
  reason: 'erasure',
  attempts: 3,
  lastError: 'identity photo storage: bucket "kwacha-kyc" did not answer in time',
  nextAttemptAt: '2026-11-25T08:04:00.000Z',
  createdAt: '2026-11-25T08:00:00.000Z',
  ...overrides,
});

describe('photos waiting to be deleted, on the identity checks page (docs/product.md §20.6)', () => {
  it('lists each with why, how many tries, the last error and the next try', async () => {
    const api = staff({
      count: 2,
      items: [
        row(),
        row({ storageKey: 'kyc/9a1e/nrc_back/7d6f', reason: 'replaced', attempts: 0, lastError: null }),
      ],
    });
    renderWithSession('/admin-dashboard/identity-checks');
    const section = await screen.findByRole('region', { name: `${PENDING_DELETIONS_TITLE}: 2` });
    expect(api.calls(PENDING)).toHaveLength(1);
    expect(within(section).getByText(PENDING_DELETIONS_HELP)).toBeTruthy();
    const [, first, second] = within(section).getAllByRole('row');
    expect(
      within(first as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'kyc/0b7e2c1a/selfie/5f3d',
      'Account erased',
      '3',
      'identity photo storage: bucket "kwacha-kyc" did not answer in time',
      formatDateTime('2026-11-25T08:04:00.000Z'),
    ]);
    expect(within(second as HTMLElement).getByText('Replaced by a new photo')).toBeTruthy();
    expect(within(second as HTMLElement).getByText('Not tried yet')).toBeTruthy();
  });

  it('says when only the oldest are shown', async () => {
    staff({ count: 250, items: [row()] });
    renderWithSession('/admin-dashboard/identity-checks');
    expect(await screen.findByText('The oldest 1 of 250 are shown.')).toBeTruthy();
  });

  it('shows nothing while there are none', async () => {
    const api = staff({ count: 0, items: [] });
    renderWithSession('/admin-dashboard/identity-checks');
    await screen.findByText('No identity checks waiting.');
    await vi.waitFor(() => expect(api.calls(PENDING)).toHaveLength(1));
    expect(screen.queryByText(new RegExp(PENDING_DELETIONS_TITLE))).toBeNull();
  });
});
