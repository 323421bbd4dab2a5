import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { setLanguage } from '../../lib/i18n/language-store';
import { type FakeReply, ok } from '../../test/fake-api';
import { preloadPages, renderWithSession } from '../../test/render-with-session';
import { openAndResolvedComplaints, signInForComplaints } from './testing/complaints-page';

beforeAll(() => preloadPages());

function showComplaints(list: FakeReply, extra: Record<string, FakeReply> = {}) {
  signInForComplaints(list, extra);
  renderWithSession('/complaints');
}

describe('ComplaintsPage in Ichibemba (docs/product.md §22)', () => {
  it('speaks Ichibemba once chosen, with the deadlines in Bemba month names, and English again after', async () => {
    await act(() => setLanguage('bem'));
    showComplaints(ok(openAndResolvedComplaints()));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ukuilishanya' })).toBeTruthy();
    // The title is set after the page renders.
    await waitFor(() => expect(document.title).toBe('Ukuilishanya | Kwacha Loans'));
    const list = await screen.findByRole('list', {
      name: 'Amalyashi yenu aya kuilishanya, ayapya pa ntanshi',
    });
    const open = within(within(list).getByRole('article', { name: 'CMP-7K4M-Q2XD' }));
    expect(open.getByText('Lyapokelelwa')).toBeTruthy();
    expect(open.getByText('Ubulipilo tabwabikilwe pa ngongole')).toBeTruthy();
    expect(
      open.getByText(
        'Tukashininkisha ukuti twalipokelela ukufika pa 30 Novemba 2026, 17:00 kabili tukasuka ukufika pa 11 Disemba 2026, 17:00.',
      ),
    ).toBeTruthy();
    const resolved = within(within(list).getByRole('article', { name: 'CMP-2222-3333' }));
    expect(resolved.getByText('Lyapwishiwa pa 20 Novemba 2026, 11:00.')).toBeTruthy();
    // Staff's answer stays as they wrote it.
    expect(resolved.getByText('We refunded the late fee of K50.')).toBeTruthy();

    const form = screen.getByRole('form', { name: 'Tuleni ilyashi lya kuilishanya' });
    const topic = within(form).getByRole('combobox', { name: /Lyalanda pali cinshi/ }) as HTMLSelectElement;
    expect(topic.options[0]?.textContent).toBe('Saleni ifyo lyalandapo');
    expect(topic.options[6]?.textContent).toBe('Icimbi');
    expect(within(form).getByLabelText('Icakulundapo (te ca kukakatisha)')).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'Tumeni ilyashi lya kuilishanya' })).toBeTruthy();

    await act(() => setLanguage('en'));
    expect(screen.getByRole('heading', { level: 1, name: 'Complaints' })).toBeTruthy();
    expect(
      screen.getByText('We will acknowledge it by Mon 30 Nov, 17:00 and answer by Fri 11 Dec, 17:00.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send complaint' })).toBeTruthy();
  });

  it('says the complaint was received, and refuses a wrong file, in Ichibemba', async () => {
    const user = userEvent.setup({ applyAccept: false });
    await act(() => setLanguage('bem'));
    showComplaints(ok([]), {
      'POST /api/complaints': {
        status: 201,
        body: {
          success: true,
          message: 'Your complaint was received. Your reference is CMP-ABCD-EFGH.',
          msg: 'Your complaint was received. Your reference is CMP-ABCD-EFGH.',
          data: { id: 'cmp-9', reference: 'CMP-ABCD-EFGH' },
        },
      },
    });
    expect(await screen.findByText('Tamulatula ilyashi lya kuilishanya nangu limo.')).toBeTruthy();
    const file = screen.getByLabelText('Icakulundapo (te ca kukakatisha)');
    await user.upload(file, new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(
      screen.getByText('Icakulundapo cifwile ukuba icikope ca PNG nangu JPEG, nangu ipepala lya PDF.'),
    ).toBeTruthy();
    await user.upload(file, new File(['x'], 'receipt.png', { type: 'image/png' }));

    await user.selectOptions(screen.getByRole('combobox', { name: /Lyalanda pali cinshi/ }), 'other');
    await user.type(screen.getByRole('textbox', { name: /Cinshi cacitike/ }), 'My balance did not change.');
    await user.click(screen.getByRole('button', { name: 'Tumeni ilyashi lya kuilishanya' }));
    expect(
      await screen.findByText('Twapokelela ilyashi lyenu ilya kuilishanya. Inambala yalyo ni CMP-ABCD-EFGH.'),
    ).toBeTruthy();
  });
});
