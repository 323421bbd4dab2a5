import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStaffComplaint } from '../../../test/builders/complaints';
import { notificationRoutes } from '../../../test/builders/notifications';
import { createUser, type FakeReply, ok, signedInAs } from '../../../test/fake-api';
import { preloadPages, renderWithSession } from '../../../test/render-with-session';

beforeAll(() => preloadPages());
beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-01T08:00:00Z') }));
afterEach(() => vi.useRealTimers());

const ADMIN = createUser({ id: 'staff-1', role: 'admin', firstName: 'Ada', lastName: 'Mulenga' });
const CASE = createStaffComplaint({ id: 'cmp-9', reference: 'CMP-9999-AAAA', category: 'credit_report' });
const DISPUTE = {
  id: 'dsp-1',
  loanId: 'loan-1',
  complaintId: 'cmp-9',
  complaintReference: 'CMP-9999-AAAA',
  reason: 'The bureau shows arrears, but I paid on time.',
  status: 'open',
  outcome: null,
  openedAt: '2026-11-30T08:00:00.000Z',
  resolvedAt: null,
  resolveBy: '2026-12-14T15:00:00.000Z',
  resolution: null,
  resolvedBy: null,
};
const RESOLVE = 'POST /api/admin/credit-bureau/disputes/dsp-1/resolve';
const BY_COMPLAINT = 'GET /api/admin/credit-bureau/disputes/by-complaint/cmp-9';

function showCase(dispute: FakeReply | FakeReply[], extra: Record<string, FakeReply | FakeReply[]> = {}) {
  const api = signedInAs(ADMIN, {
    ...notificationRoutes(),
    'GET /api/admin/flagged-payments/count': ok({ count: 0 }),
    'GET /api/admin/complaints': ok([CASE]),
    'GET /api/admin/complaints/cmp-9': ok(CASE),
    'GET /api/admin/complaints/assignees': ok([{ id: 'staff-1', name: 'Ada Mulenga' }]),
    [BY_COMPLAINT]: dispute,
    ...extra,
  });
  renderWithSession('/admin-dashboard/complaints?id=cmp-9');
  return api;
}

describe('Complaints desk: a credit bureau dispute (docs/product.md §25.5)', () => {
  it('shows the category and records the outcome instead of a plain resolution', async () => {
    const user = userEvent.setup();
    const resolved = {
      ...DISPUTE,
      status: 'resolved',
      outcome: 'corrected',
      resolvedAt: '2026-12-01T08:00:00.000Z',
      resolvedBy: { id: 'staff-1', name: 'Ada Mulenga' },
    };
    const api = showCase([ok(DISPUTE), ok(resolved)], {
      [RESOLVE]: ok(resolved, 'The dispute was resolved.'),
    });
    const panel = within(await screen.findByRole('region', { name: 'Credit bureau dispute' }));
    expect(screen.getAllByText('My credit bureau record').length).toBeGreaterThan(0);
    expect(screen.queryByRole('form', { name: 'Resolve' })).toBeNull();

    await user.click(panel.getByRole('button', { name: 'Record the outcome and resolve' }));
    expect(await panel.findByText('Please choose the outcome: corrected or upheld.')).toBeTruthy();
    expect(api.calls(RESOLVE)).toHaveLength(0);

    await user.selectOptions(panel.getByRole('combobox', { name: /Outcome/ }), 'corrected');
    await user.type(
      panel.getByRole('textbox', { name: /Resolution/ }),
      'You are right: the next file corrects the record.',
    );
    await user.click(panel.getByRole('button', { name: 'Record the outcome and resolve' }));
    expect(await screen.findByText(/Corrected/)).toBeTruthy();
    const [call] = api.calls(RESOLVE);
    expect(JSON.parse(String(call?.body))).toEqual({
      outcome: 'corrected',
      resolution: 'You are right: the next file corrects the record.',
    });
  });
});
