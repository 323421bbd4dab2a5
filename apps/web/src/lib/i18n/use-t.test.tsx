import { defineMessages } from '@kwacha/shared/i18n/message-descriptor';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from './language-store';
import { useFormatMessage } from './use-format-message';
import { useT } from './use-t';

const nav = defineMessages('nav', { myLoans: 'My Loans' });
const test = defineMessages('test', { notInAnyCatalogue: 'Only in English' });
const dashboard = defineMessages('dashboard', { welcome: 'Welcome back, {name}!' });
const messages = { translated: nav.myLoans, missing: test.notInAnyCatalogue, welcome: dashboard.welcome };

function Texts() {
  const t = useT();
  const format = useFormatMessage();
  return (
    <ul>
      <li>{t(messages.translated)}</li>
      <li>{t(messages.missing)}</li>
      <li>{format(messages.welcome, { name: 'Chanda' })}</li>
    </ul>
  );
}

describe('useT and useFormatMessage', () => {
  it('show the active language, and the English where its catalogue has no text', async () => {
    render(<Texts />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'My Loans',
      'Only in English',
      'Welcome back, Chanda!',
    ]);
    await act(() => setLanguage('bem'));
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Ingongole Shandi',
      'Only in English',
      'Mwaiseni na kabili, Chanda!',
    ]);
    await act(() => setLanguage('ny'));
    expect(screen.getByText('Ngongole Zanga')).toBeTruthy();
    expect(screen.getByText('Only in English')).toBeTruthy();
    expect(document.documentElement.lang).toBe('ny');
  });
});
