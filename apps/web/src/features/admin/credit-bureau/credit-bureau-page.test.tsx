import type { Submission } from '@kwacha/shared/staff/credit-reporting';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { notificationRoutes } from '../../../test/builders/notifications';
import { createUser, type FakeReply, fail, ok, signedInAs } from '../../../test/fake-api';
import { preloadPages, renderWithSession } from '../../../test/render-with-session';

beforeAll(() => preloadPages());

const PAGE = '/admin-dashboard/credit-bureau';
const LIST = 'GET /api/admin/credit-bureau/submissions';
const BUILD = 'POST /api/admin/credit-bureau/submissions';
const ID = '0b6a3f43-1111-4c1e-9c57-3d2a6f1e0a01';
const REJECTS = `GET /api/admin/credit-bureau/submissions/${ID}/rejects`;
const SENT = `POST /api/admin/credit-bureau/submissions/${ID}/sent`;

function createSubmission(overrides: Partial<Submission> = {}): Submission {
  return {
    id: ID,
    month: '2026-11',
    status: 'built',
    layout: 'transunion-africa',
    layoutVersion: '1.0',
    fileName: 'KWL_TU_202611.txt',
    builtAt: '2026-12-01T04:30:00.000Z',
    builtBy: null,
    sentAt: null,
    sentBy: null,
    consumerRecords: 1200,
    accountRecords: 1200,
    correctionRecords: 3,
    rejectedRecords: 2,
    heldRecords: 5,
    noConsentLoans: 40,
    fileBytes: 250_000,
    storedBytes: 60_000,
    sha256: 'ab'.repeat(32),
    ...overrides,
  };
}

const list = (submissions: Submission[] = [createSubmission()]) =>
  ok({ submissions, lastEndedMonth: '2026-11' });

function show(role: 'admin' | 'superuser', replies: Record<string, FakeReply | FakeReply[]> = {}) {
  return signedInAs(createUser({ id: 'staff-1', role, firstName: 'Mwila', lastName: 'Banda' }), {
    ...notificationRoutes(),
    [LIST]: list(),
    [REJECTS]: ok({
      rejects: [{ loanId: 'loan-9', reasonCode: 'nrc_invalid', message: 'The NRC number is missing.' }],
    }),
    ...replies,
  });
}

const files = async () => within(await screen.findByRole('region', { name: 'Monthly files' }));

describe('CreditBureauPage (docs/product.md §25.3)', () => {
  it('shows an admin the files with their counts and rejects, and no way to act', async () => {
    const user = userEvent.setup();
    show('admin');
    renderWithSession(PAGE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Credit bureau' })).toBeTruthy();
    const region = await files();
    const table = await region.findByRole('table', { name: 'Monthly files, newest first' });
    const [header, row] = within(table).getAllByRole('row');
    expect([...(header?.querySelectorAll('th') ?? [])].map((c) => c.textContent)).toEqual([
      'Month',
      'Status',
      'Accounts',
      'Corrections',
      'Rejected',
      'Held',
      'No consent',
      'Built',
      'Actions',
    ]);
    expect(row?.textContent).toContain('November 2026');
    expect(row?.textContent).toContain('Built, not sent');
    expect(row?.textContent).toContain('1,200');
    expect(screen.getByText(/Only a superuser can build, download or mark a file sent\./)).toBeTruthy();
    expect(region.queryByRole('button', { name: 'Build file' })).toBeNull();
    expect(region.queryByRole('button', { name: /^Download/ })).toBeNull();

    await user.click(region.getByRole('button', { name: 'Rejects of November 2026' }));
    const rejects = within(await screen.findByRole('region', { name: 'Rejects of November 2026' }));
    expect(await rejects.findByText('NRC not valid')).toBeTruthy();
    expect(rejects.getByText('The NRC number is missing.')).toBeTruthy();
    expect(document.activeElement?.textContent).toBe('Rejects of November 2026');
  });

  it('says so when no file has been built', async () => {
    show('admin', { [LIST]: list([]) });
    renderWithSession(PAGE);
    expect(await (await files()).findByText('No file has been built yet.')).toBeTruthy();
  });

  it('shows why the list failed, with Try Again', async () => {
    show('admin', { [LIST]: fail(500, 'INTERNAL_ERROR') });
    renderWithSession(PAGE);
    expect(await screen.findByText('Failed to load the files. Please try again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: /try again/i })).toBeTruthy();
  });

  it('lets a superuser build the last ended month, and shows a refusal in the server’s words', async () => {
    const user = userEvent.setup();
    const api = show('superuser', {
      [BUILD]: [
        fail(409, 'SUBMISSION_SENT', 'The file for 2026-11 was sent to the bureau and cannot be rebuilt.'),
        ok({ submission: createSubmission(), rejects: [] }, 'The file for 2026-11 is built.'),
      ],
    });
    renderWithSession(PAGE);
    const region = await files();
    const month = await region.findByRole('textbox', { name: 'Month' });
    expect((month as HTMLInputElement).value).toBe('2026-11');
    await user.click(region.getByRole('button', { name: 'Build file' }));
    expect(
      await screen.findByText('The file for 2026-11 was sent to the bureau and cannot be rebuilt.'),
    ).toBeTruthy();
    await user.click(region.getByRole('button', { name: 'Build file' }));
    expect(await screen.findByText('The file for 2026-11 is built.')).toBeTruthy();
    expect(api.calls(BUILD).map((c) => JSON.parse(String(c.body)))).toEqual([
      { month: '2026-11' },
      { month: '2026-11' },
    ]);
    expect(await screen.findByRole('region', { name: 'Rejects of November 2026' })).toBeTruthy();
  });

  it('checks the month before asking the server', async () => {
    const user = userEvent.setup();
    const api = show('superuser');
    renderWithSession(PAGE);
    const month = await (await files()).findByRole('textbox', { name: 'Month' });
    await user.clear(month);
    await user.type(month, '2026-13');
    await user.click(screen.getByRole('button', { name: 'Build file' }));
    expect(await screen.findByText('Give the month as YYYY-MM.')).toBeTruthy();
    expect(api.calls(BUILD)).toHaveLength(0);
  });

  it('asks a superuser before marking a file sent', async () => {
    const user = userEvent.setup();
    const api = show('superuser', {
      [SENT]: ok(createSubmission({ status: 'sent' }), 'The file for 2026-11 is marked sent.'),
    });
    renderWithSession(PAGE);
    await user.click(
      await (await files()).findByRole('button', { name: 'Mark the file for November 2026 sent' }),
    );
    const dialog = within(screen.getByRole('dialog', { name: 'Mark the file for November 2026 sent?' }));
    await user.click(dialog.getByRole('button', { name: 'Mark sent' }));
    expect(await screen.findByText('The file for 2026-11 is marked sent.')).toBeTruthy();
    expect(api.calls(SENT)).toHaveLength(1);
  });
});
