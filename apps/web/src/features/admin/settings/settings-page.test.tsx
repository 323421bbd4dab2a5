import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { notificationRoutes } from '../../../test/builders/notifications';
import { createUser, type FakeReply, fail, heldResponse, ok, signedInAs } from '../../../test/fake-api';
import { preloadPages, renderWithSession } from '../../../test/render-with-session';

beforeAll(() => preloadPages());

const SETTINGS = 'GET /api/admin/settings';
const SAVE = 'PUT /api/admin/settings';
const PAGE = '/admin-dashboard/settings';

function showSettings(
  enabled: boolean | FakeReply,
  save: FakeReply = ok({ instantApproval: { enabled: true } }),
) {
  return signedInAs(createUser({ role: 'superuser' }), {
    ...notificationRoutes(),
    [SETTINGS]: typeof enabled === 'boolean' ? ok({ instantApproval: { enabled } }) : enabled,
    [SAVE]: save,
  });
}

const instantSwitch = () => screen.getByRole('switch', { name: 'Instant approval' });

describe('SettingsPage', () => {
  it('shows instant approval with its explanation, loading first', async () => {
    const held = heldResponse();
    showSettings(held.handler);
    renderWithSession(PAGE);
    expect(await screen.findByText('Loading settings…')).toBeTruthy();
    await held.answer(
      Response.json({
        success: true,
        message: 'OK',
        msg: 'OK',
        data: { instantApproval: { enabled: false } },
      }),
    );
    await screen.findByRole('switch', { name: 'Instant approval' });
    expect(document.title).toBe('System Settings | Kwacha Loans');
    expect(instantSwitch().getAttribute('aria-checked')).toBe('false');
    const description = instantSwitch().getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(description)?.textContent).toContain(
      'K2,000 for a first loan, 50% more after each loan repaid on time, and never above the product',
    );
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('saves after the confirm dialog with a success toast', async () => {
    const user = userEvent.setup();
    const api = showSettings(false);
    renderWithSession(PAGE);
    await screen.findByRole('switch', { name: 'Instant approval' });
    await user.click(instantSwitch());
    expect(instantSwitch().getAttribute('aria-checked')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Save settings?' }));
    expect(
      dialog.getByText(
        'Instant approval will be turned on: new applications within the borrower’s limit are approved at once.',
      ),
    ).toBeTruthy();
    expect(api.calls(SAVE)).toHaveLength(0);
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    await screen.findByText('Settings saved.');
    const [call] = api.calls(SAVE);
    expect(JSON.parse(String(call?.body))).toEqual({ instantApproval: { enabled: true } });
    expect(instantSwitch().getAttribute('aria-checked')).toBe('true');
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true),
    );
  });

  it('sends nothing when the dialog is cancelled', async () => {
    const user = userEvent.setup();
    const api = showSettings(true);
    renderWithSession(PAGE);
    await screen.findByRole('switch', { name: 'Instant approval' });
    await user.click(instantSwitch());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Save settings?' }));
    expect(
      dialog.getByText('Instant approval will be turned off: every new application waits for review.'),
    ).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'Save settings?' })).toBeNull();
    expect(api.calls(SAVE)).toHaveLength(0);
    expect(instantSwitch().getAttribute('aria-checked')).toBe('false');
  });

  it("shows the server's message when saving fails and keeps the change", async () => {
    const user = userEvent.setup();
    showSettings(false, fail(409, 'CONFLICT', 'Settings were changed by someone else.'));
    renderWithSession(PAGE);
    await screen.findByRole('switch', { name: 'Instant approval' });
    await user.click(instantSwitch());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Save' }));
    await screen.findByText('Settings were changed by someone else.');
    expect(instantSwitch().getAttribute('aria-checked')).toBe('true');
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows a load failure with Try again', async () => {
    const user = userEvent.setup();
    const api = showSettings(fail(500, 'INTERNAL', 'Settings are unavailable.'));
    renderWithSession(PAGE);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Settings are unavailable.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(api.calls(SETTINGS)).toHaveLength(2));
  });
});
