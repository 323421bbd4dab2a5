import type { StaffDataRightsRequest } from '@kwacha/shared/data-rights/data-rights';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { notificationRoutes } from '../../../test/builders/notifications';
import { createUser, type FakeReply, fail, heldResponse, ok, signedInAs } from '../../../test/fake-api';
import { preloadPages, renderWithSession } from '../../../test/render-with-session';

beforeAll(() => preloadPages());

const PAGE = '/admin-dashboard/data-requests';
const LIST = 'GET /api/admin/data-rights-requests';

function createRequest(overrides: Partial<StaffDataRightsRequest> = {}): StaffDataRightsRequest {
  return {
    id: 'req-1',
    kind: 'correction',
    status: 'pending',
    details: { field: 'nrcNumber', newValue: '987654/32/1', reason: 'Typing mistake at registration' },
    outcome: null,
    createdAt: '2026-11-25T08:00:00.000Z',
    completedAt: null,
    userId: 'user-9',
    borrowerName: 'Chanda Phiri',
    borrowerEmail: 'chanda@example.com',
    completedByName: null,
    ...overrides,
  };
}

function showPage(
  list: FakeReply | FakeReply[] | (() => Promise<Response>),
  extra: Record<string, FakeReply> = {},
) {
  const api = signedInAs(createUser({ role: 'admin', firstName: 'Mwila', lastName: 'Banda' }), {
    ...notificationRoutes(),
    'GET /api/admin/flagged-payments/count': ok({ count: 0 }),
    [LIST]: list,
    ...extra,
  });
  renderWithSession(PAGE);
  return api;
}

const card = async (name: RegExp) => within(await screen.findByRole('article', { name }));

describe('DataRequestsPage', () => {
  it('shows a loading state, then each request with who asked, the new value and the reason', async () => {
    const held = heldResponse();
    showPage(held.handler);
    expect(await screen.findByText('Loading data requests…')).toBeTruthy();
    await held.answer(
      Response.json({
        success: true,
        message: 'OK',
        msg: 'OK',
        data: [
          createRequest(),
          createRequest({
            id: 'req-2',
            kind: 'erasure',
            status: 'partially_completed',
            details: null,
            borrowerName: 'Erased user',
            borrowerEmail: null,
            outcome: 'Your account was erased: …',
            completedAt: '2026-11-24T08:00:00.000Z',
          }),
        ],
      }),
    );
    const pending = await card(/Correction of NRC number — Chanda Phiri/);
    expect(document.title).toBe('Data Requests | Kwacha Loans');
    expect(pending.getByText('Pending')).toBeTruthy();
    expect(pending.getByText('987654/32/1')).toBeTruthy();
    expect(pending.getByText('Typing mistake at registration')).toBeTruthy();
    expect(pending.getByRole('button', { name: 'Apply correction' })).toBeTruthy();
    const erased = await card(/Erasure — Erased user/);
    expect(erased.getByText('Partly completed')).toBeTruthy();
    expect(erased.queryByRole('button')).toBeNull();
  });

  it('says when there is nothing, and asks again with the filters chosen', async () => {
    const user = userEvent.setup();
    const api = showPage(ok([]));
    expect(await screen.findByText('No data requests match.')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Status'), 'Pending');
    await user.selectOptions(screen.getByLabelText('Kind'), 'Correction');
    await waitFor(() =>
      expect(api.calls(LIST).map((c) => c.url)).toContain(
        '/api/admin/data-rights-requests?status=pending&kind=correction',
      ),
    );
  });

  it('shows an error with Try Again', async () => {
    const user = userEvent.setup();
    showPage([fail(500, 'INTERNAL_ERROR', 'Something went wrong on our side. Please try again.'), ok([])]);
    expect(await screen.findByText('Something went wrong on our side. Please try again.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('No data requests match.')).toBeTruthy();
  });

  it('applies a correction after a confirmation that names the new value', async () => {
    const user = userEvent.setup();
    const api = showPage([ok([createRequest()]), ok([createRequest({ status: 'completed' })])], {
      'POST /api/admin/data-rights-requests/req-1/complete': ok(
        createRequest({ status: 'completed' }),
        'The correction was applied and the borrower was told.',
      ),
    });
    await user.click((await card(/Chanda Phiri/)).getByRole('button', { name: 'Apply correction' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Apply this correction?' }));
    expect(dialog.getByText(/The NRC number of Chanda Phiri becomes 987654\/32\/1/)).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Apply correction' }));
    expect(await screen.findByText('The correction was applied and the borrower was told.')).toBeTruthy();
    expect(api.calls('POST /api/admin/data-rights-requests/req-1/complete')).toHaveLength(1);
  });

  it('refuses only with a reason, and says so when someone decided first', async () => {
    const user = userEvent.setup();
    const api = showPage(ok([createRequest()]), {
      'POST /api/admin/data-rights-requests/req-1/refuse': fail(
        409,
        'DATA_RIGHTS_REQUEST_DECIDED',
        'This request has already been completed or refused.',
      ),
    });
    const pending = await card(/Chanda Phiri/);
    await user.click(pending.getByRole('button', { name: 'Refuse' }));
    expect(await pending.findByText('Please give a reason of 5 to 500 characters.')).toBeTruthy();
    expect(api.calls('POST /api/admin/data-rights-requests/req-1/refuse')).toHaveLength(0);

    await user.type(pending.getByLabelText('Reason for refusing'), 'The NRC copy shows another number.');
    await user.click(pending.getByRole('button', { name: 'Refuse' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Refuse this request?' })).getByRole('button', {
        name: 'Refuse request',
      }),
    );
    expect(await screen.findByText('This request has already been completed or refused.')).toBeTruthy();
    const [call] = api.calls('POST /api/admin/data-rights-requests/req-1/refuse');
    expect(JSON.parse(String(call?.body))).toEqual({ reason: 'The NRC copy shows another number.' });
  });
});
