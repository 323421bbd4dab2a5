import { USSD_PIN_MESSAGES } from '@kwacha/shared/ussd/ussd-pin';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { createConsentState } from '../../test/builders/consent';
import { createUser, type FakeReply, fail, ok, signedInAs } from '../../test/fake-api';
import { preloadPages, renderWithSession } from '../../test/render-with-session';

beforeAll(() => preloadPages());

const STATE = 'GET /api/me/ussd-pin';
const SET = 'PUT /api/me/ussd-pin';

function showProfile(state: FakeReply | FakeReply[], extra: Record<string, FakeReply | FakeReply[]> = {}) {
  const api = signedInAs(createUser({ phoneNumber: '+260971234567' }), {
    'GET /api/consent': ok(createConsentState()),
    [STATE]: state,
    ...extra,
  });
  renderWithSession('/profile');
  return api;
}

const section = async () => within(await screen.findByRole('region', { name: 'USSD menu for any phone' }));

describe('Profile: USSD PIN (docs/product.md §26.3)', () => {
  it('sets a PIN with the password and shows it set', async () => {
    const user = userEvent.setup();
    const api = showProfile(
      [ok({ status: 'not_set', setAt: null }), ok({ status: 'set', setAt: '2026-12-03T10:00:00.000Z' })],
      {
        [SET]: ok({ status: 'set', setAt: '2026-12-03T10:00:00.000Z' }, USSD_PIN_MESSAGES.saved),
      },
    );
    const region = await section();
    expect(await region.findByText('You have no USSD PIN for your registered number yet.')).toBeTruthy();
    await user.type(region.getByLabelText('New 4-digit PIN'), '5390');
    await user.type(region.getByLabelText('Your password'), 'Secret-Pass-2026');
    await user.click(region.getByRole('button', { name: 'Save PIN' }));
    expect(await region.findByText(USSD_PIN_MESSAGES.saved)).toBeTruthy();
    expect(await region.findByText('Your USSD PIN is set (since 2026-12-03).')).toBeTruthy();
    expect(JSON.parse(String(api.calls(SET)[0]?.body))).toEqual({
      pin: '5390',
      password: 'Secret-Pass-2026',
    });
  });

  it('refuses a PIN that is not 4 digits before sending, and shows the server refusing an easy one', async () => {
    const user = userEvent.setup();
    const api = showProfile(ok({ status: 'locked', setAt: '2026-11-01T10:00:00.000Z' }), {
      [SET]: fail(400, 'VALIDATION_ERROR', USSD_PIN_MESSAGES.tooEasy),
    });
    const region = await section();
    expect(await region.findByText(/locked after too many wrong tries/)).toBeTruthy();
    await user.type(region.getByLabelText('New 4-digit PIN'), '12');
    await user.type(region.getByLabelText('Your password'), 'Secret-Pass-2026');
    await user.click(region.getByRole('button', { name: 'Save PIN' }));
    expect(await region.findByText(USSD_PIN_MESSAGES.format)).toBeTruthy();
    expect(api.calls(SET)).toHaveLength(0);
    await user.clear(region.getByLabelText('New 4-digit PIN'));
    await user.type(region.getByLabelText('New 4-digit PIN'), '1234');
    await user.click(region.getByRole('button', { name: 'Save PIN' }));
    expect(await region.findByText(USSD_PIN_MESSAGES.tooEasy)).toBeTruthy();
  });
});
