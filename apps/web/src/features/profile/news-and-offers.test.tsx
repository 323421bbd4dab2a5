import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { createConsentEvent, createConsentState } from '../../test/builders/consent';
import { createUser, type FakeReply, fail, ok, signedInAs } from '../../test/fake-api';
import { preloadPages, renderWithSession } from '../../test/render-with-session';

beforeAll(() => preloadPages());

/** The one alert with something in it: empty form-level alert regions stay in the page (form-message.tsx). */
const shownAlert = () =>
  waitFor(() => {
    const shown = screen.getAllByRole('alert').filter((alert) => alert.textContent);
    expect(shown).toHaveLength(1);
    return shown[0] as HTMLElement;
  });

const SENTENCE =
  'Send me news and offers from Kwacha Loans by e-mail. I can stop them at any time from my profile or from the link in any of these e-mails.';
const CONSENT = 'GET /api/consent';
const CHANGE = 'PUT /api/consent/marketing';

function showProfile(consent: FakeReply | FakeReply[], extra: Record<string, FakeReply | FakeReply[]> = {}) {
  const api = signedInAs(createUser(), { [CONSENT]: consent, ...extra });
  renderWithSession('/profile');
  return api;
}

const section = async () => within(await screen.findByRole('region', { name: 'News and offers' }));
const newsSwitch = async () => (await section()).findByRole('switch', { name: 'News and offers by e-mail' });

describe('Profile: news and offers', () => {
  it('shows the choice, since when, the sentence it answers and the earlier choices', async () => {
    showProfile(ok(createConsentState()));
    const toggle = await newsSwitch();
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    const description = document.getElementById(toggle.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe(SENTENCE);
    const news = await section();
    expect(
      news.getByText('You receive news and offers by e-mail. You agreed on 21 November 2026, 10:30.'),
    ).toBeTruthy();
    expect(news.getByText(/on 21 November 2026, 10:30 · Registration form/)).toBeTruthy();
  });

  it('withdraws after a confirmation: the switch turns off and the date of the change shows', async () => {
    const user = userEvent.setup();
    const stopped = createConsentEvent({
      id: 2,
      granted: false,
      source: 'profile',
      createdAt: '2026-11-25T12:05:00.000Z',
    });
    const api = showProfile(ok(createConsentState()), {
      [CHANGE]: ok(
        createConsentState({ marketingOptIn: false, history: [stopped, createConsentEvent()] }),
        'You will no longer receive news and offers from Kwacha Loans.',
      ),
    });
    await user.click(await newsSwitch());

    const dialog = within(await screen.findByRole('dialog', { name: 'Stop news and offers?' }));
    await user.click(dialog.getByRole('button', { name: 'Stop news and offers' }));

    expect(
      await screen.findByText('You will no longer receive news and offers from Kwacha Loans.'),
    ).toBeTruthy();
    await waitFor(async () => expect((await newsSwitch()).getAttribute('aria-checked')).toBe('false'));
    expect(
      (await section()).getByText(
        'You do not receive news and offers. You stopped them on 25 November 2026, 14:05.',
      ),
    ).toBeTruthy();
    const [call] = api.calls(CHANGE);
    expect(JSON.parse(String(call?.body))).toEqual({ granted: false, wordingVersion: 'marketing-email-v1' });
  });

  it('changes nothing when the dialog is cancelled', async () => {
    const user = userEvent.setup();
    const api = showProfile(ok(createConsentState({ marketingOptIn: false, since: null, history: [] })));
    const toggle = await newsSwitch();
    expect((await section()).getByText('You do not receive news and offers.')).toBeTruthy();
    await user.click(toggle);
    const dialog = within(await screen.findByRole('dialog', { name: 'Receive news and offers?' }));
    expect(dialog.getByText(SENTENCE)).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls(CHANGE)).toHaveLength(0);
    expect(toggle.getAttribute('aria-checked')).toBe('false');
  });

  it('says when the choice could not be saved, and keeps the switch as it was', async () => {
    const user = userEvent.setup();
    showProfile(ok(createConsentState()), {
      [CHANGE]: fail(
        503,
        'SERVICE_UNAVAILABLE',
        'The service is temporarily unavailable. Please try again shortly.',
      ),
    });
    await user.click(await newsSwitch());
    const dialog = within(await screen.findByRole('dialog', { name: 'Stop news and offers?' }));
    await user.click(dialog.getByRole('button', { name: 'Stop news and offers' }));
    expect((await shownAlert()).textContent).toContain(
      'The service is temporarily unavailable. Please try again shortly.',
    );
    expect((await newsSwitch()).getAttribute('aria-checked')).toBe('true');
  });

  it('shows a loading state, then an error with Try Again that loads the choice', async () => {
    const user = userEvent.setup();
    showProfile([
      fail(500, 'INTERNAL_ERROR', 'Something went wrong on our side. Please try again.'),
      ok(createConsentState()),
    ]);
    expect(await screen.findByText('Loading your choice for news and offers…')).toBeTruthy();
    expect((await shownAlert()).textContent).toBe('Something went wrong on our side. Please try again.');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect((await newsSwitch()).getAttribute('aria-checked')).toBe('true');
  });
});
