import type { Dashboard } from '@kwacha/shared/loans/dashboard';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { createConsentState } from '../../test/builders/consent';
import { notificationRoutes } from '../../test/builders/notifications';
import { createUser, type FakeReply, fail, ok, signedInAs } from '../../test/fake-api';
import { preloadPages, renderWithSession } from '../../test/render-with-session';

beforeAll(() => preloadPages());

const dashboard = (overrides: Partial<Dashboard> = {}): Dashboard => ({
  activeLoans: 0,
  pendingApplications: 0,
  totalAppliedAmount: 0,
  nextPayment: null,
  hasPayableLoan: false,
  creditScore: 50,
  health: {
    state: 'no_loans',
    score: null,
    previousScore: null,
    paymentHistoryPercent: null,
    loanUtilisationPercent: 0,
    creditworthinessPercent: 50,
  },
  loansByStatus: [],
  paymentTrend: [],
  ...overrides,
});

const kyc = (status: string, extra: Record<string, unknown> = {}) =>
  ok({ status, reason: null, reasonKind: null, submittedAt: null, decidedAt: null, documents: [], ...extra });

function show(path: string, kycReply: FakeReply | FakeReply[], data = dashboard()) {
  signedInAs(createUser(), {
    'GET /api/kyc': kycReply,
    'GET /api/dashboard': ok(data),
    ...notificationRoutes(),
    'GET /api/consent': ok(createConsentState()),
  });
  renderWithSession(path);
}

const card = async () => within(await screen.findByRole('region', { name: 'Identity check' }));

describe('The identity check on the dashboard and the profile (docs/product.md §20)', () => {
  it('tells a borrower with a pending application to verify, with the link to /verify-identity', async () => {
    show('/dashboard', kyc('not_started'), dashboard({ pendingApplications: 1 }));
    const identity = await card();
    expect(await identity.findByText('Not started')).toBeTruthy();
    expect(
      await identity.findByText(
        'Your application is waiting for this: we approve it and send the money only once your identity is verified.',
      ),
    ).toBeTruthy();
    expect(identity.getByRole('link', { name: 'Verify your identity' }).getAttribute('href')).toBe(
      '/verify-identity',
    );
  });

  it('shows what staff asked for, and no link once approved', async () => {
    show(
      '/dashboard',
      kyc('needs_another_photo', { reason: 'Your face is hidden by the card.', reasonKind: 'selfie' }),
    );
    const identity = await card();
    expect(await identity.findByText('We need another photo')).toBeTruthy();
    expect(identity.getByText('A selfie holding your NRC: Your face is hidden by the card.')).toBeTruthy();
  });

  it('shows Approved on the profile without the link', async () => {
    show('/profile', kyc('approved'));
    const identity = await card();
    expect(await identity.findByText('Approved')).toBeTruthy();
    expect(identity.queryByRole('link', { name: 'Verify your identity' })).toBeNull();
  });

  it('says when the status could not load, and asks again', async () => {
    show('/dashboard', [
      fail(500, 'INTERNAL_ERROR', 'Something went wrong on our side. Please try again.'),
      kyc('submitted'),
    ]);
    const identity = await card();
    expect(await identity.findByText('Something went wrong on our side. Please try again.')).toBeTruthy();
    await userEvent.setup().click(identity.getByRole('button', { name: 'Try Again' }));
    expect(await identity.findByText('Submitted — we are checking your documents')).toBeTruthy();
  });
});
