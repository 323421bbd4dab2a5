import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { fail, fakeApi, heldResponse, ok } from '../../test/fake-api';
import { preloadPages, renderWithSession } from '../../test/render-with-session';

beforeAll(() => preloadPages());

const TOKEN = 'M2YyYTljMWUtNDFhYS00YzU1LTllMGItMTIzNDU2Nzg5MGFi.abcDEF123_-abcDEF123_-abcDEF1234';
const PAGE = `/unsubscribe?token=${TOKEN}`;
const LOOK = 'GET /api/unsubscribe';
const STOP = 'POST /api/unsubscribe';
const STOPPED = 'You will no longer receive news and offers from Kwacha Loans.';
const INVALID =
  'This unsubscribe link is not valid. Please use the link in our e-mail, or stop news and offers from your profile.';

const subscribed = ok({ email: 'm•••@example.zm', marketingOptIn: true });

describe('UnsubscribePage, signed out', () => {
  it('says whose news and offers stop, changes nothing until the button, then confirms', async () => {
    const user = userEvent.setup();
    const held = heldResponse();
    const api = fakeApi({ [LOOK]: subscribed, [STOP]: held.handler });
    renderWithSession(PAGE);

    expect(await screen.findByRole('heading', { level: 1, name: 'Stop news and offers?' })).toBeTruthy();
    expect(document.title).toBe('Stop news and offers | Kwacha Loans');
    expect(
      screen.getByText(
        'We will stop sending news and offers from Kwacha Loans to m•••@example.zm. E-mails about your account and loans will still come.',
      ),
    ).toBeTruthy();
    // Opening the page only looked.
    expect(api.calls(STOP)).toHaveLength(0);
    expect(api.calls(LOOK)[0]?.url).toBe(`/api/unsubscribe?token=${encodeURIComponent(TOKEN)}`);
    expect(api.calls(LOOK)[0]?.headers.get('x-auth-token')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Stop news and offers' }));
    expect(screen.getByRole('button', { name: 'Stopping...' })).toHaveProperty('disabled', true);
    await held.answer(
      new Response(JSON.stringify({ success: true, message: STOPPED, msg: STOPPED, data: null })),
    );

    // The footer's language list has a status region of its own: find the one that says it stopped.
    const heading = await screen.findByRole('heading', { name: 'News and offers stopped' });
    const done = heading.closest<HTMLElement>('[role="status"]');
    if (!done) throw new Error('the outcome is not announced in a status region');
    expect(within(done).getByText(STOPPED)).toBeTruthy();
    expect(within(done).getByRole('link', { name: 'your profile' }).getAttribute('href')).toBe('/profile');
    const [call] = api.calls(STOP);
    expect(call?.url).toBe(`/api/unsubscribe?token=${encodeURIComponent(TOKEN)}`);
    expect(JSON.parse(String(call?.body))).toEqual({ confirmedOnPage: true });
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('refuses a forged or cut link in plain words, with no button', async () => {
    fakeApi({ [LOOK]: fail(400, 'INVALID_UNSUBSCRIBE_LINK', INVALID) });
    renderWithSession(PAGE);
    expect(await screen.findByRole('heading', { name: 'Link not valid' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(INVALID);
    expect(screen.queryByRole('button', { name: 'Stop news and offers' })).toBeNull();
  });

  it('asks nothing of the server when the link has no token', async () => {
    const api = fakeApi({});
    renderWithSession('/unsubscribe');
    expect((await screen.findByRole('alert')).textContent).toBe(INVALID);
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('says so when the address already receives none', async () => {
    fakeApi({ [LOOK]: ok({ email: 'm•••@example.zm', marketingOptIn: false }) });
    renderWithSession(PAGE);
    expect(await screen.findByRole('heading', { name: 'No news and offers' })).toBeTruthy();
    expect(
      screen.getByText('m•••@example.zm does not receive news and offers from Kwacha Loans.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Stop news and offers' })).toBeNull();
  });

  it('keeps the button after a failed attempt and says why', async () => {
    const user = userEvent.setup();
    fakeApi({
      [LOOK]: subscribed,
      [STOP]: [
        fail(503, 'SERVICE_UNAVAILABLE', 'The service is temporarily unavailable. Please try again shortly.'),
        ok(null, STOPPED),
      ],
    });
    renderWithSession(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Stop news and offers' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The service is temporarily unavailable. Please try again shortly.',
    );
    await user.click(screen.getByRole('button', { name: 'Stop news and offers' }));
    expect(await screen.findByText(STOPPED)).toBeTruthy();
  });

  it('offers Try Again when the link could not be loaded', async () => {
    const user = userEvent.setup();
    fakeApi({ [LOOK]: ['network-error', subscribed] });
    renderWithSession(PAGE);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Could not reach the server. Please check your internet connection and try again.',
    );
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('button', { name: 'Stop news and offers' })).toBeTruthy();
  });
});
