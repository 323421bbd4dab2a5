import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { setLanguage } from '../../lib/i18n/language-store';
import { createConsentState } from '../../test/builders/consent';
import { createUser, ok, signedInAs } from '../../test/fake-api';
import { preloadPages, renderWithSession } from '../../test/render-with-session';

beforeAll(() => preloadPages());

const NUMBER = '+260971234567';

function showProfile() {
  signedInAs(createUser({ registrationDate: '2026-11-21T08:30:00.000Z', phoneNumber: NUMBER }), {
    'GET /api/consent': ok(createConsentState()),
    'GET /api/me/sms-preference': ok({ smsOptIn: true, phoneNumber: NUMBER }),
    'GET /api/me/data-rights-requests': ok([]),
  });
  renderWithSession('/profile');
}

const rowValue = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('ProfilePage in Ichibemba (docs/product.md §22)', () => {
  it('speaks Ichibemba in every section once chosen, and English again after', async () => {
    const user = userEvent.setup();
    await act(() => setLanguage('bem'));
    showProfile();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ifyandi' })).toBeTruthy();
    // The title is set after the page renders.
    await waitFor(() => expect(document.title).toBe('Ifyandi | Kwacha Loans'));
    await within(screen.getByRole('main')).findByText('chanda.mwila');
    expect(rowValue('Ishina lya kwingililamo')).toBe('chanda.mwila');
    expect(rowValue('Umulimo')).toBe('Uubomfya');
    expect(rowValue('Ubushiku Mwailembeshe')).toBe('21 Novemba 2026');

    // News and offers: the summary and the history in Bemba; the recorded sentence stays English.
    const news = within(await screen.findByRole('region', { name: 'Amalyashi ne fyo tupeela' }));
    expect(await news.findByRole('switch', { name: 'Amalyashi ne fyo tupeela pa imeli' })).toBeTruthy();
    expect(
      news.getByText(
        'Mulapokelela amalyashi ne fyo tupeela pa imeli. Mwasuminishe pa 21 Novemba 2026, 10:30.',
      ),
    ).toBeTruthy();
    expect(news.getByText(/pa 21 Novemba 2026, 10:30 · Ifomu lya kuilembesha/)).toBeTruthy();

    // Text messages, with the number as an ICU argument.
    const texts = within(await screen.findByRole('region', { name: 'Amashiwi ya pa foni' }));
    expect(
      await texts.findByRole('switch', { name: 'Ntumineniko na mashiwi ya pa foni (SMS)' }),
    ).toBeTruthy();
    expect(texts.getByText(new RegExp(`^Tulatumina \\${NUMBER} amashiwi`))).toBeTruthy();

    // Your data: the retention years, the buttons, the forms and the list of requests.
    const yourData = within(await screen.findByRole('region', { name: 'Ifyebo fyenu' }));
    expect(yourData.getByText(/Tusunga ifyebo fya ngongole pa myaka 10 ilyo ingongole yapwa/)).toBeTruthy();
    expect(yourData.getByRole('button', { name: 'Pokeleleni ifyebo fyandi (JSON)' })).toBeTruthy();
    expect(yourData.getByRole('form', { name: 'Alukeni imeli' })).toBeTruthy();
    expect(yourData.getByRole('button', { name: 'Langeni ishiwi lyenu ilya nkama' })).toBeTruthy();
    const correction = yourData.getByRole('form', {
      name: 'Lombeni ukulungika NRC yandi nangu ubushiku bwa kufyalwa',
    });
    const what = within(correction).getByRole('combobox', { name: 'Icilubene' }) as HTMLSelectElement;
    expect([...what.options].map((option) => option.textContent)).toEqual([
      'Inambala ya NRC',
      'Ubushiku bwa kufyalwa',
    ]);
    await user.click(yourData.getByRole('button', { name: 'Langeni amapepo yandi pa fyebo' }));
    expect(await yourData.findByText('Tamulalomba icili conse pa fyebo fyenu.')).toBeTruthy();

    await user.click(yourData.getByRole('button', { name: 'Futeni akaunti yandi' }));
    expect(yourData.getByRole('form', { name: 'Futeni akaunti yandi' })).toBeTruthy();

    expect(screen.getByRole('region', { name: 'Ukubomfya data' })).toBeTruthy();

    await act(() => setLanguage('en'));
    expect(screen.getByRole('heading', { level: 1, name: 'My Profile' })).toBeTruthy();
    expect(rowValue('Member Since')).toBe('21 November 2026');
    expect(screen.getByRole('region', { name: 'Your data' })).toBeTruthy();
    expect(screen.getByText('You have not made any data requests yet.')).toBeTruthy();
  });

  it('asks before erasing in Ichibemba, with the retention years', async () => {
    const user = userEvent.setup();
    await act(() => setLanguage('bem'));
    showProfile();
    const yourData = within(await screen.findByRole('region', { name: 'Ifyebo fyenu' }));
    await user.click(yourData.getByRole('button', { name: 'Futeni akaunti yandi' }));
    const form = yourData.getByRole('form', { name: 'Futeni akaunti yandi' });
    await user.type(
      within(form).getByLabelText('Ishiwi lyenu ilya nkama', { selector: 'input' }),
      'Kafue-77',
    );
    await user.click(within(form).getByRole('button', { name: 'Futeni akaunti yandi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mulefwaya ukufuta akaunti yenu?' });
    expect(dialog.textContent).toContain('fisungwa pa myaka 10 ilyo ingongole yapwa');
    await user.click(within(dialog).getByRole('button', { name: 'Sungeni akaunti yandi' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
