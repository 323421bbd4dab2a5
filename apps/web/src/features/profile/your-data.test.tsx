import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { createConsentState } from '../../test/builders/consent';
import { createUser, type FakeReply, fail, ok, signedInAs, TEST_TOKEN } from '../../test/fake-api';
import { captureSavedFiles } from '../../test/file-downloads';
import { preloadPages, renderWithSession } from '../../test/render-with-session';

beforeAll(() => preloadPages());

/** The one alert with something in it: empty form-level alert regions stay in the page (form-message.tsx). */
const shownAlert = () =>
  waitFor(() => {
    const shown = screen.getAllByRole('alert').filter((alert) => alert.textContent);
    expect(shown).toHaveLength(1);
    return shown[0] as HTMLElement;
  });

const jsonReply = () => async () =>
  new Response('{"profile":{}}', {
    status: 200,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': 'attachment; filename="kwacha-my-data.json"',
      'Cache-Control': 'no-store',
    },
  });

function showProfile(extra: Record<string, FakeReply | FakeReply[] | (() => Promise<Response>)> = {}) {
  const api = signedInAs(createUser(), { 'GET /api/consent': ok(createConsentState()), ...extra });
  renderWithSession('/profile');
  return api;
}

const yourData = async () => within(await screen.findByRole('region', { name: 'Your data' }));

describe('Profile: your data', () => {
  it('downloads the copy of my data with the session header, under the name the server gives', async () => {
    const user = userEvent.setup();
    const saved = captureSavedFiles();
    const api = showProfile({ 'GET /api/me/data-export': jsonReply() });
    const section = await yourData();
    expect(section.getByRole('button', { name: 'View my data (readable page)' })).toBeTruthy();
    await user.click(section.getByRole('button', { name: 'Download my data (JSON)' }));
    await waitFor(() => expect(saved).toEqual([{ href: 'blob:document', download: 'kwacha-my-data.json' }]));
    expect(api.calls('GET /api/me/data-export')[0]?.headers.get('x-auth-token')).toBe(TEST_TOKEN);
  });

  it('says when the copy could not be made', async () => {
    const user = userEvent.setup();
    showProfile({
      'GET /api/me/data-export': fail(
        429,
        'RATE_LIMITED',
        'You have downloaded your data several times already. Please wait 1 hour before trying again.',
        { retryAfter: 3600 },
      ),
    });
    const section = await yourData();
    await user.click(section.getByRole('button', { name: 'Download my data (JSON)' }));
    expect((await shownAlert()).textContent).toMatch(/Too many requests/);
  });

  it('checks an NRC correction before sending it, then sends it and says what happens next', async () => {
    const user = userEvent.setup();
    const api = showProfile({
      'POST /api/me/correction-requests': {
        status: 201,
        body: {
          success: true,
          message:
            'Your correction request was received. Staff will check it against your NRC and tell you the outcome.',
          msg: '',
          data: {
            id: 'r1',
            kind: 'correction',
            status: 'pending',
            details: { field: 'nrcNumber', newValue: '987654/32/1', reason: 'Typing mistake' },
            outcome: null,
            createdAt: '2026-11-25T10:00:00.000Z',
            completedAt: null,
          },
        },
      },
    });
    const form = within(await screen.findByRole('form', { name: 'Ask to correct my NRC or date of birth' }));
    const value = form.getByLabelText('The correct value');
    await user.type(value, '12345');
    await user.type(form.getByLabelText('Why it is wrong'), 'Typing mistake');
    await user.click(form.getByRole('button', { name: 'Send correction request' }));
    expect(await form.findByText('Enter your NRC number in the form 123456/78/1.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(value));
    expect(api.calls('POST /api/me/correction-requests')).toHaveLength(0);

    await user.clear(value);
    await user.type(value, '987654/32/1');
    await user.click(form.getByRole('button', { name: 'Send correction request' }));
    expect(
      await form.findByText(
        'Your correction request was received. Staff will check it against your NRC and tell you the outcome.',
      ),
    ).toBeTruthy();
    const [call] = api.calls('POST /api/me/correction-requests');
    expect(JSON.parse(String(call?.body))).toEqual({
      field: 'nrcNumber',
      newValue: '987654/32/1',
      reason: 'Typing mistake',
    });
  });

  it('puts a wrong password beside the field when changing the e-mail', async () => {
    const user = userEvent.setup();
    showProfile({
      'PUT /api/me/email': {
        status: 400,
        body: {
          success: false,
          message: 'The password is not correct.',
          msg: 'The password is not correct.',
          error: {
            code: 'VALIDATION_ERROR',
            message: 'The password is not correct.',
            details: [
              {
                field: 'password',
                msg: 'The password is not correct.',
                message: 'The password is not correct.',
              },
            ],
          },
        },
      },
    });
    const form = within(await screen.findByRole('form', { name: 'Change e-mail' }));
    await user.type(form.getByLabelText('New e-mail address'), 'new@example.com');
    await user.type(form.getByLabelText('Your password'), 'wrong-one');
    await user.click(form.getByRole('button', { name: 'Change e-mail' }));
    expect(await form.findByText('The password is not correct.')).toBeTruthy();
    expect(form.getByText('Please correct the fields marked below.')).toBeTruthy();
  });

  it('shows why the account cannot be erased yet, after the confirmation', async () => {
    const user = userEvent.setup();
    const refusal =
      'Your account cannot be erased yet: you have a loan that is not finished (Active). Once every loan is repaid or closed you can ask again. We must keep loan records for 10 years after a loan closes.';
    const api = showProfile({ 'POST /api/me/erasure-request': fail(409, 'ERASURE_REFUSED', refusal) });
    const section = await yourData();
    const toggle = section.getByRole('button', { name: 'Delete my account' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    const form = within(await screen.findByRole('form', { name: 'Erase my account' }));
    await user.type(form.getByLabelText('Your password'), 'Kasama-Rain-2024!');
    await user.click(form.getByRole('button', { name: 'Erase my account' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Erase your account?' }));
    expect(dialog.getByText(/Records of your loans are kept for 10 years after a loan closes/)).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Erase my account' }));
    expect((await shownAlert()).textContent).toBe(refusal);
    expect(JSON.parse(String(api.calls('POST /api/me/erasure-request')[0]?.body))).toEqual({
      password: 'Kasama-Rain-2024!',
    });
  });

  it('erases the account: shows what is kept and until when, then signs out', async () => {
    const user = userEvent.setup();
    const explanation =
      'Your account was erased: … we keep the records of your loans … until 10 December 2036, 10 years after your last loan closed.';
    showProfile({
      'POST /api/me/erasure-request': ok(
        { status: 'partially_completed', explanation, keptUntil: '2036-12-10' },
        explanation,
      ),
    });
    await user.click((await yourData()).getByRole('button', { name: 'Delete my account' }));
    const form = within(await screen.findByRole('form', { name: 'Erase my account' }));
    await user.type(form.getByLabelText('Your password'), 'Kasama-Rain-2024!');
    await user.click(form.getByRole('button', { name: 'Erase my account' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Erase your account?' })).getByRole('button', {
        name: 'Erase my account',
      }),
    );
    const done = within(await screen.findByRole('dialog', { name: 'Your account was erased' }));
    expect(done.getByText(explanation)).toBeTruthy();
    await user.click(done.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
  });

  it('cancelling the confirmation sends nothing', async () => {
    const user = userEvent.setup();
    const api = showProfile();
    await user.click((await yourData()).getByRole('button', { name: 'Delete my account' }));
    const form = within(await screen.findByRole('form', { name: 'Erase my account' }));
    await user.type(form.getByLabelText('Your password'), 'x');
    await user.click(form.getByRole('button', { name: 'Erase my account' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Erase your account?' })).getByRole('button', {
        name: 'Keep my account',
      }),
    );
    expect(api.calls('POST /api/me/erasure-request')).toHaveLength(0);
  });

  it('lists my requests with their outcomes when asked, or says there are none', async () => {
    const user = userEvent.setup();
    showProfile({
      'GET /api/me/data-rights-requests': ok([
        {
          id: 'r1',
          kind: 'export',
          status: 'completed',
          details: null,
          outcome: 'A copy of your data was downloaded.',
          createdAt: '2026-11-25T10:00:00.000Z',
          completedAt: '2026-11-25T10:00:00.000Z',
        },
      ]),
    });
    await user.click((await yourData()).getByRole('button', { name: 'Show my data requests' }));
    const list = within(await screen.findByRole('list', { name: 'My data requests' }));
    expect(list.getByText('Copy of data · Completed')).toBeTruthy();
    expect(list.getByText('A copy of your data was downloaded.')).toBeTruthy();
    expect(list.getByText('25 November 2026, 12:00')).toBeTruthy();
  });
});
