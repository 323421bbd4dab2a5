import { SMS_PREFERENCE_MESSAGES } from '@kwacha/shared/sms/sms-preference';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { createConsentState } from '../../test/builders/consent';
import { createUser, type FakeReply, fail, ok, signedInAs } from '../../test/fake-api';
import { preloadPages, renderWithSession } from '../../test/render-with-session';

beforeAll(() => preloadPages());

const PREFERENCE = 'GET /api/me/sms-preference';
const CHANGE = 'PUT /api/me/sms-preference';
const NUMBER = '+260971234567';

function showProfile(
  preference: FakeReply | FakeReply[],
  extra: Record<string, FakeReply | FakeReply[]> = {},
) {
  const api = signedInAs(createUser({ phoneNumber: NUMBER }), {
    'GET /api/consent': ok(createConsentState()),
    [PREFERENCE]: preference,
    ...extra,
  });
  renderWithSession('/profile');
  return api;
}

const section = async () => within(await screen.findByRole('region', { name: 'Text messages' }));
const smsSwitch = async () =>
  (await section()).findByRole('switch', { name: 'Also send me text messages (SMS)' });

describe('Profile: text messages (docs/product.md §19.1)', () => {
  it('is off by default; turning it on saves, says so, and names the number', async () => {
    const user = userEvent.setup();
    const api = showProfile(ok({ smsOptIn: false, phoneNumber: NUMBER }), {
      [CHANGE]: ok({ smsOptIn: true, phoneNumber: NUMBER }, SMS_PREFERENCE_MESSAGES.on),
    });
    const toggle = await smsSwitch();
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect((await section()).getByText('We only e-mail you about your loans.')).toBeTruthy();

    await user.click(toggle);
    expect(await screen.findByText(SMS_PREFERENCE_MESSAGES.on)).toBeTruthy();
    await waitFor(async () => expect((await smsSwitch()).getAttribute('aria-checked')).toBe('true'));
    expect(
      (await section()).getByText(
        `We text ${NUMBER} about decisions, pay-outs, payments and due dates, as well as e-mailing you.`,
      ),
    ).toBeTruthy();
    const [call] = api.calls(CHANGE);
    expect(JSON.parse(String(call?.body))).toEqual({ smsOptIn: true });
  });

  it('keeps the switch as it was when the change could not be saved', async () => {
    const user = userEvent.setup();
    showProfile(ok({ smsOptIn: true, phoneNumber: NUMBER }), {
      [CHANGE]: fail(
        503,
        'SERVICE_UNAVAILABLE',
        'The service is temporarily unavailable. Please try again shortly.',
      ),
    });
    await user.click(await smsSwitch());
    expect(
      await screen.findByText('The service is temporarily unavailable. Please try again shortly.'),
    ).toBeTruthy();
    expect((await smsSwitch()).getAttribute('aria-checked')).toBe('true');
  });

  it('cannot be turned on without a phone number on the profile', async () => {
    showProfile(ok({ smsOptIn: false, phoneNumber: null }));
    expect((await smsSwitch()).hasAttribute('disabled')).toBe(true);
    expect(
      (await section()).getByText(
        'There is no phone number on your profile, so we cannot send text messages.',
      ),
    ).toBeTruthy();
  });

  it('shows a loading state, then an error with Try Again that loads the choice', async () => {
    const user = userEvent.setup();
    showProfile([
      fail(500, 'INTERNAL_ERROR', 'Something went wrong on our side. Please try again.'),
      ok({ smsOptIn: true, phoneNumber: NUMBER }),
    ]);
    expect(await screen.findByText('Loading your choice for text messages…')).toBeTruthy();
    const sms = await section();
    expect(await sms.findByText('Something went wrong on our side. Please try again.')).toBeTruthy();
    await user.click(sms.getByRole('button', { name: 'Try Again' }));
    expect((await smsSwitch()).getAttribute('aria-checked')).toBe('true');
  });
});
