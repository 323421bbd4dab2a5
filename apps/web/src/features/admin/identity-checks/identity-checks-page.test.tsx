import { KYC_MESSAGES } from '@kwacha/shared/kyc/kyc-view';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { notificationRoutes } from '../../../test/builders/notifications';
import {
  createUser,
  type FakeReply,
  fail,
  heldResponse,
  ok,
  signedInAs,
  TEST_TOKEN,
} from '../../../test/fake-api';
import { preloadPages, renderWithSession } from '../../../test/render-with-session';
import {
  BORROWER_ID,
  createQueuePage,
  createQueueRow,
  createReview,
  imageReply,
} from './testing/identity-checks';

beforeAll(() => preloadPages());

let revoked: string[] = [];
beforeEach(() => {
  let next = 0;
  revoked = [];
  Object.assign(URL, {
    createObjectURL: vi.fn(() => `blob:document-${++next}`),
    revokeObjectURL: vi.fn((url: string) => revoked.push(url)),
  });
});

const LIST = 'GET /api/admin/kyc';
const REVIEW = `GET /api/admin/kyc/${BORROWER_ID}`;
const APPROVE = `POST /api/admin/kyc/${BORROWER_ID}/approve`;
const ASK = `POST /api/admin/kyc/${BORROWER_ID}/request-another-photo`;
const documentRoutes = () =>
  Object.fromEntries(
    ['nrc_front', 'nrc_back', 'selfie'].map((kind) => [
      `GET /api/admin/kyc/${BORROWER_ID}/documents/${kind}`,
      imageReply(),
    ]),
  );

function staff(routes: Record<string, FakeReply | FakeReply[] | (() => Promise<Response>)>) {
  return signedInAs(createUser({ role: 'admin', firstName: 'Mwila', lastName: 'Banda' }), {
    ...notificationRoutes(),
    'GET /api/admin/flagged-payments/count': ok({ count: 0 }),
    'GET /api/admin/kyc-pending-deletions': ok({ count: 0, items: [] }),
    ...routes,
  });
}

describe('IdentityChecksPage', () => {
  it('shows a loading state, then each borrower waiting, linked to their review', async () => {
    const held = heldResponse();
    staff({ [LIST]: held.handler });
    renderWithSession('/admin-dashboard/identity-checks');
    expect(await screen.findByText('Loading identity checks…')).toBeTruthy();
    await held.answer(
      Response.json({ success: true, message: 'OK', msg: 'OK', data: createQueuePage([createQueueRow()]) }),
    );
    const link = await screen.findByRole('link', { name: /Chanda Phiri/ });
    expect(link.getAttribute('href')).toBe(`/admin-dashboard/identity-checks/${BORROWER_ID}`);
    expect(within(link).getByText('Waiting for a decision')).toBeTruthy();
    expect(document.title).toBe('Identity checks | Kwacha Loans');
    expect(
      within(screen.getByRole('navigation', { name: 'Admin' }))
        .getByRole('link', { name: 'Identity checks' })
        .getAttribute('aria-current'),
    ).toBe('page');
  });

  it('says when nobody waits, and asks again for the state chosen', async () => {
    const user = userEvent.setup();
    const api = staff({ [LIST]: ok(createQueuePage([])) });
    renderWithSession('/admin-dashboard/identity-checks');
    expect(await screen.findByText('No identity checks waiting.')).toBeTruthy();
    expect(api.calls(LIST)[0]?.url).toBe('/api/admin/kyc?status=submitted');
    await user.selectOptions(screen.getByLabelText('Show'), 'Another photo asked for');
    await waitFor(() =>
      expect(api.calls(LIST).map((c) => c.url)).toContain('/api/admin/kyc?status=needs_another_photo'),
    );
    expect(await screen.findByText('No identity checks in this state.')).toBeTruthy();
  });

  it('shows an error with Try Again', async () => {
    const user = userEvent.setup();
    staff({
      [LIST]: [
        fail(500, 'INTERNAL_ERROR', 'Something went wrong on our side. Please try again.'),
        ok(createQueuePage([])),
      ],
    });
    renderWithSession('/admin-dashboard/identity-checks');
    expect(await screen.findByText('Something went wrong on our side. Please try again.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('No identity checks waiting.')).toBeTruthy();
  });

  /** Borrowers 1…n of a page: Mwila Banda 1, Mwila Banda 2… */
  const rows = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, i) =>
      createQueueRow({
        userId: `borrower-${from + i}`,
        firstName: 'Mwila',
        lastName: `Banda ${from + i}`,
        email: `mwila.${from + i}@example.com`,
      }),
    );
  const links = () => screen.getAllByRole('link', { name: /^Mwila Banda/ });

  it('shows the first page, then appends the next on Show more, moving focus to the first new borrower', async () => {
    const user = userEvent.setup();
    const second = heldResponse();
    const api = staff({ [LIST]: [ok(createQueuePage(rows(1, 20), 'NEXT')), second.handler] });
    renderWithSession('/admin-dashboard/identity-checks');
    await screen.findByRole('link', { name: /Mwila Banda 20/ });
    expect(links()).toHaveLength(20);
    const more = screen.getByRole('button', { name: 'Show more' });
    expect(more.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('20 identity checks shown, oldest first.')).toBeTruthy();

    await user.click(more);
    // Loading keeps the button, and the focus on it, and says so.
    const loading = await screen.findByRole('button', { name: 'Loading…' });
    expect(loading.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(loading);
    expect(screen.getByText('Loading more identity checks…')).toBeTruthy();
    await user.click(loading);
    expect(api.calls(LIST)).toHaveLength(2);
    expect(api.calls(LIST)[1]?.url).toBe('/api/admin/kyc?status=submitted&cursor=NEXT');

    await second.answer(
      Response.json({ success: true, message: 'OK', msg: 'OK', data: createQueuePage(rows(21, 22)) }),
    );
    const firstNew = await screen.findByRole('link', { name: /Mwila Banda 21/ });
    expect(links()).toHaveLength(22);
    expect(links()[0]?.textContent).toContain('Mwila Banda 1');
    await waitFor(() => expect(document.activeElement).toBe(firstNew));
    expect(
      screen.getByText('2 more shown, 22 identity checks in all. That is the end of the list.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Show more|Loading/ })).toBeNull();
  });

  it('says when Show more failed, keeps what is shown, and tries again on the next press', async () => {
    const user = userEvent.setup();
    const api = staff({
      [LIST]: [
        ok(createQueuePage(rows(1, 2), 'NEXT')),
        fail(503, 'SERVICE_UNAVAILABLE', 'The service is busy.'),
        ok(createQueuePage(rows(3, 3), 'AFTER')),
      ],
    });
    renderWithSession('/admin-dashboard/identity-checks?status=approved');
    await user.click(await screen.findByRole('button', { name: 'Show more' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The service is busy.');
    expect(links()).toHaveLength(2);
    const more = screen.getByRole('button', { name: 'Show more' });
    expect(document.activeElement).toBe(more);

    await user.click(more);
    const third = await screen.findByRole('link', { name: /Mwila Banda 3/ });
    await waitFor(() => expect(document.activeElement).toBe(third));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('1 more shown, 3 identity checks in all.')).toBeTruthy();
    expect(api.calls(LIST).map((c) => c.url)).toEqual([
      '/api/admin/kyc?status=approved',
      '/api/admin/kyc?status=approved&cursor=NEXT',
      '/api/admin/kyc?status=approved&cursor=NEXT',
    ]);
    expect(screen.getByRole('button', { name: 'Show more' })).toBeTruthy();
  });
});

describe('IdentityCheckPage', () => {
  it('shows the registration details beside the three photos, fetched with the session', async () => {
    const api = staff({ [REVIEW]: ok(createReview()), ...documentRoutes() });
    const { unmount } = renderWithSession(`/admin-dashboard/identity-checks/${BORROWER_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Chanda Phiri' })).toBeTruthy();
    const details = within(screen.getByRole('region', { name: 'Registration details' }));
    expect(details.getByText('12 April 1990')).toBeTruthy();
    expect(details.getByText('123456/78/1')).toBeTruthy();
    const documents = within(screen.getByRole('region', { name: 'Documents' }));
    for (const name of ['NRC front', 'NRC back', 'Selfie holding the NRC']) {
      expect((await documents.findByRole('img', { name })).getAttribute('src')).toMatch(/^blob:document-/);
    }
    const call = api.calls(`GET /api/admin/kyc/${BORROWER_ID}/documents/selfie`)[0];
    expect(call?.headers.get('x-auth-token')).toBe(TEST_TOKEN);
    unmount();
    // Leaving the page lets go of the photos.
    expect(revoked).toHaveLength(3);
  });

  it('says Borrower not found for an unknown borrower', async () => {
    staff({ [REVIEW]: fail(404, 'KYC_BORROWER_NOT_FOUND', KYC_MESSAGES.borrowerNotFound) });
    renderWithSession(`/admin-dashboard/identity-checks/${BORROWER_ID}`);
    expect(await screen.findByText('Borrower not found.')).toBeTruthy();
  });

  it('approves after a confirmation, then shows the new state', async () => {
    const user = userEvent.setup();
    const api = staff({
      [REVIEW]: [
        ok(createReview()),
        ok(
          createReview({
            status: 'approved',
            decidedAt: '2026-11-25T10:00:00.000Z',
            decidedBy: 'Mwila Banda',
          }),
        ),
      ],
      [APPROVE]: ok(createReview({ status: 'approved' }), KYC_MESSAGES.approved),
      ...documentRoutes(),
    });
    renderWithSession(`/admin-dashboard/identity-checks/${BORROWER_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Approve these documents?' }));
    await user.click(dialog.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(KYC_MESSAGES.approved)).toBeTruthy();
    expect(api.calls(APPROVE)).toHaveLength(1);
    expect(await screen.findByText('Approved')).toBeTruthy();
    expect(screen.getByText(/by Mwila Banda/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('asks for another photo only with a photo and a reason, and says so clearly when someone decided first', async () => {
    const user = userEvent.setup();
    const api = staff({
      [REVIEW]: ok(createReview()),
      [ASK]: fail(409, 'KYC_NOT_SUBMITTED', KYC_MESSAGES.notSubmitted),
      ...documentRoutes(),
    });
    renderWithSession(`/admin-dashboard/identity-checks/${BORROWER_ID}`);
    const form = within(await screen.findByRole('form', { name: 'Ask for another photo' }));
    await user.click(form.getByRole('button', { name: 'Ask for another photo' }));
    expect(await form.findByText(KYC_MESSAGES.reasonLength)).toBeTruthy();
    expect(api.calls(ASK)).toHaveLength(0);

    await user.selectOptions(form.getByLabelText('Which photo'), 'Selfie holding the NRC');
    await user.type(form.getByLabelText(/^Reason/), 'Your face is hidden by the card.');
    await user.click(form.getByRole('button', { name: 'Ask for another photo' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Ask for another photo?' }));
    expect(
      dialog.getByText(/Selfie holding the NRC and will read: "Your face is hidden by the card."/),
    ).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Ask for another photo' }));

    expect((await screen.findByRole('alert')).textContent).toBe(KYC_MESSAGES.notSubmitted);
    const [call] = api.calls(ASK);
    expect(JSON.parse(String(call?.body))).toEqual({
      kind: 'selfie',
      reason: 'Your face is hidden by the card.',
    });
  });
});
