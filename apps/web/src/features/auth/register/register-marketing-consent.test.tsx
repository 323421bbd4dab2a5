import { MARKETING_CONSENT_V1_NY } from '@kwacha/shared/consent/marketing-wordings';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../../lib/i18n/language-store';
import { renderApp } from '../../../test/render-app';
import { created, fillForm, routes, stubRegister, submitButton } from './testing/register-page';

const SENTENCE =
  'Send me news and offers from Kwacha Loans by e-mail. I can stop them at any time from my profile or from the link in any of these e-mails.';

const newsAndOffers = () => screen.getByRole('checkbox', { name: SENTENCE }) as HTMLInputElement;

describe('Register page: news and offers', () => {
  afterEach(async () => {
    await act(() => setLanguage('en'));
  });

  it('offers the opt-in unticked, labelled with the plain sentence, and says it is optional', async () => {
    renderApp('/register', routes);
    await screen.findByLabelText('First Name');
    expect(newsAndOffers().checked).toBe(false);
    expect(newsAndOffers().getAttribute('aria-describedby')).toBeTruthy();
    const hint = document.getElementById(newsAndOffers().getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('Optional: your account and loans work the same without it.');
  });

  it('sends the tick with the version of the sentence shown, and clears it after registering', async () => {
    const user = userEvent.setup();
    const { sentBody } = stubRegister(created);
    renderApp('/register', routes);
    await screen.findByLabelText('First Name');
    await fillForm(user);
    await user.click(newsAndOffers());
    expect(newsAndOffers().checked).toBe(true);
    await user.click(submitButton());

    await screen.findByText('Registration successful! Please check your email to verify your account.');
    expect(sentBody()).toMatchObject({ marketingOptIn: true, marketingWordingVersion: 'marketing-email-v1' });
    expect(newsAndOffers().checked).toBe(false);
  });

  it("shows the reader's language's own sentence and records its version, which names the language", async () => {
    const user = userEvent.setup();
    const { sentBody } = stubRegister(created);
    renderApp('/register', routes);
    await screen.findByLabelText('First Name');
    await fillForm(user);
    await act(() => setLanguage('ny'));
    const box = screen.getByRole('checkbox', { name: MARKETING_CONSENT_V1_NY }) as HTMLInputElement;
    expect(box.labels?.[0]?.getAttribute('lang')).toBe('ny');
    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Pangani Akaunti' }));

    await screen.findByText(/Mwalembetsa bwino/);
    expect(sentBody()).toMatchObject({
      marketingOptIn: true,
      marketingWordingVersion: 'marketing-email-v1-ny',
    });
  });
});
