import { MARKETING_CONSENT_V1_BEM } from '@kwacha/shared/consent/marketing-wordings';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setLanguage } from '../../lib/i18n/language-store';
import { createConsentState } from '../../test/builders/consent';
import { createUser, ok, signedInAs } from '../../test/fake-api';
import { preloadPages, renderWithSession } from '../../test/render-with-session';

beforeAll(() => preloadPages());

const CHANGE = 'PUT /api/consent/marketing';

describe('Profile: news and offers in Ichibemba (docs/product.md §14.6, §22)', () => {
  afterEach(async () => {
    await act(() => setLanguage('en'));
  });

  it('asks with the Bemba sentence and records the Bemba wording, whose version names the language', async () => {
    const user = userEvent.setup();
    await act(() => setLanguage('bem'));
    const off = createConsentState({ marketingOptIn: false, since: null, history: [] });
    const api = signedInAs(createUser(), {
      'GET /api/consent': ok(off),
      [CHANGE]: ok(createConsentState(), 'Mukalapokelela amalyashi.'),
      'GET /api/me/sms-preference': ok({ smsOptIn: false, phoneNumber: null }),
      'GET /api/me/data-rights-requests': ok([]),
    });
    renderWithSession('/profile');
    const news = within(await screen.findByRole('region', { name: 'Amalyashi ne fyo tupeela' }));
    const toggle = await news.findByRole('switch', { name: 'Amalyashi ne fyo tupeela pa imeli' });
    const sentence = document.getElementById(toggle.getAttribute('aria-describedby') ?? '');
    expect(sentence?.textContent).toBe(MARKETING_CONSENT_V1_BEM);
    expect(sentence?.getAttribute('lang')).toBe('bem');

    await user.click(toggle);
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(MARKETING_CONSENT_V1_BEM);
    await user.click(within(dialog).getByRole('button', { name: 'Ee, tumeni' }));
    await screen.findByText('Mukalapokelela amalyashi.');
    const [call] = api.calls(CHANGE);
    expect(JSON.parse(String(call?.body))).toEqual({
      granted: true,
      wordingVersion: 'marketing-email-v1-bem',
    });
  });
});
