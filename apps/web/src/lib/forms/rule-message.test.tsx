import { forgotPasswordRequestSchema } from '@kwacha/shared/auth/auth-requests';
import { ANSWER_CATALOGUES } from '@kwacha/shared/i18n/answers/translate-answer';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { TextField } from '../../components/form/text-field';
import { setLanguage } from '../i18n/language-store';
import bem from '../i18n/locales/bem/rules.json';
import ny from '../i18n/locales/ny/rules.json';
import { translateRuleMessage } from './rule-message';
import { useSchemaForm } from './use-schema-form';

function ForgotPassword() {
  const form = useSchemaForm({ schema: forgotPasswordRequestSchema, defaultValues: { email: '' } });
  return (
    <form noValidate onSubmit={form.submit(() => undefined)}>
      <TextField label="Email" {...form.field('email')} />
      <button type="submit">Send</button>
    </form>
  );
}

const messageOf = (label: string) =>
  document.getElementById(screen.getByLabelText(label).getAttribute('aria-describedby') ?? '')?.textContent;

describe("the shared rules' messages in the reader's language (decision 030)", () => {
  afterEach(async () => {
    await act(() => setLanguage('en'));
    window.history.replaceState(null, '', '/');
  });

  it("shows a rule's message in Bemba, then follows the language as it changes", async () => {
    const user = userEvent.setup();
    render(<ForgotPassword />);
    await act(() => setLanguage('bem'));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Napapata lembeni adilesi yenu iya imeli.')).toBeTruthy();
    expect(messageOf('Email')).toBe('Napapata lembeni adilesi yenu iya imeli.');

    await act(() => setLanguage('ny'));
    expect(messageOf('Email')).toBe('Chonde lembani adilesi yanu ya imelo.');
    await act(() => setLanguage('en'));
    expect(messageOf('Email')).toBe('Please enter your email address.');
  });

  it('leaves staff screens in English (decision 029)', async () => {
    window.history.replaceState(null, '', '/admin-dashboard/users');
    const user = userEvent.setup();
    render(<ForgotPassword />);
    await act(() => setLanguage('bem'));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please enter your email address.')).toBeTruthy();
  });

  it('carries a value into the translation, and leaves other texts as they are', () => {
    expect(translateRuleMessage(bem, 'This number belongs to Airtel, not MTN.')).toBe(
      'Iyi nambala ni ya Airtel, te ya MTN.',
    );
    expect(translateRuleMessage(ny, 'This number belongs to Zamtel, not Airtel.')).toBe(
      'Nambala iyi ndi ya Zamtel, osati Airtel.',
    );
    expect(translateRuleMessage(bem, 'A message of the form itself.')).toBe('A message of the form itself.');
    expect(translateRuleMessage(undefined, 'Password is required.')).toBe('Password is required.');
  });

  it("keeps the web's rules catalogue the same as the server's, so both sides say the same thing", () => {
    for (const [language, web] of [
      ['bem', bem],
      ['ny', ny],
    ] as const) {
      const server = Object.fromEntries(
        Object.entries(ANSWER_CATALOGUES[language]).filter(([id]) => id.startsWith('rules.')),
      );
      expect(web, language).toEqual(server);
    }
  });
});
