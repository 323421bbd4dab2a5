import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdminLoanList } from '../../../test/builders/admin-loan-list';
import {
  createAdminUserAuditEvent,
  createAdminUserPage,
  createAdminUserProfile,
  USER_ID,
} from '../../../test/builders/admin-users';
import { notificationRoutes } from '../../../test/builders/notifications';
import { createUser, type FakeReply, fail, ok, signedInAs } from '../../../test/fake-api';
import { preloadPages, renderWithSession } from '../../../test/render-with-session';

beforeAll(() => preloadPages());

const PAGE = `/admin-dashboard/users/${USER_ID}`;
const USER = `GET /api/admin/users/${USER_ID}`;
const action = (name: string) => `POST /api/admin/users/${USER_ID}/${name}`;
const ROLE = `PUT /api/admin/users/${USER_ID}/role`;

function showUser(page: FakeReply | FakeReply[], extra: Record<string, FakeReply | FakeReply[]> = {}) {
  return signedInAs(createUser({ id: 'me-1', role: 'superuser', firstName: 'Sam', lastName: 'Mulenga' }), {
    ...notificationRoutes(),
    [USER]: page,
    'GET /api/admin/users': ok({ items: [], nextCursor: null }),
    'GET /api/loan-applications/admin': ok(createAdminLoanList()),
    [`GET /api/admin/users/${USER_ID}/ussd-sessions`]: ok([
      {
        startedAt: '2026-11-24T07:15:00.000Z',
        gateway: 'africastalking',
        steps: 4,
        outcome: 'repayment_started',
      },
    ]),
    ...extra,
  });
}

const section = (name: string) => within(screen.getByRole('region', { name }));
const dialog = async (name: string) => within(await screen.findByRole('dialog', { name }));

describe('UserPage', () => {
  it('shows the profile with the NRC, the loans, the live sessions and the account history', async () => {
    showUser(ok(createAdminUserPage()));
    renderWithSession(PAGE);
    await screen.findByRole('heading', { level: 1, name: 'Chanda Mwila' });
    expect(document.title).toBe('Chanda Mwila | Kwacha Loans');

    const profile = section('Profile');
    expect(profile.getByText('NRC number').nextElementSibling?.textContent).toBe('123456/10/1');
    expect(profile.getByText('E-mail').nextElementSibling?.textContent).toBe('chanda@example.com (verified)');
    expect(profile.getByText('Date of birth').nextElementSibling?.textContent).toBe('17 May 1990');
    expect(profile.getByText('Address').nextElementSibling?.textContent).toBe(
      'Plot 12, Great East Road, Lusaka, Lusaka, Zambia',
    );
    expect(profile.getByText('Registered').nextElementSibling?.textContent).toBe('21 November 2026, 10:30');

    const loan = section('Loans').getByRole('link');
    expect(loan.textContent).toBe('Personal Loan, K1,500.50Loan 0a1b2c3d · applied 21 November 2026');
    expect(loan.getAttribute('href')).toBe('/loan-details/0a1b2c3d-1111-4222-8333-444455556666');
    expect(section('Loans').getByText('Active')).toBeTruthy();

    const sessions = section('Active sessions');
    expect(sessions.getByText('Last seen').nextElementSibling?.textContent).toBe('24 November 2026, 09:15');

    const ussd = within(await screen.findByRole('region', { name: 'USSD sessions' }));
    expect(await ussd.findByText('Started a repayment')).toBeTruthy();
    expect(ussd.getByText(/Africa's Talking · 4 steps$/)).toBeTruthy();

    const history = section('Account history');
    expect(history.getByText('Role changed')).toBeTruthy();
    expect(history.getByText('role Borrower → Admin')).toBeTruthy();
    expect(history.getByText(/by Sam Mulenga/)).toBeTruthy();
    // A borrower took no staff actions: the section is left out.
    expect(screen.queryByRole('region', { name: 'Staff actions' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Resend verification e-mail' })).toBeNull();
  });

  it("shows a staff member's actions with what they acted on, and empty sections in words", async () => {
    showUser(
      ok(
        createAdminUserPage({
          profile: createAdminUserProfile({ role: 'admin', nrcNumber: null }),
          loans: [],
          loanCount: 0,
          sessions: [],
          auditEvents: [],
          staffActions: [
            createAdminUserAuditEvent({
              id: 7,
              action: 'loan.status_changed',
              entityType: 'loan',
              entityId: 'loan-1',
              loanId: '0a1b2c3d-1111-4222-8333-444455556666',
              before: { status: 'pending' },
              after: { status: 'in_review' },
              actor: 'Chanda Mwila',
            }),
          ],
        }),
      ),
    );
    renderWithSession(PAGE);
    await screen.findByRole('heading', { level: 1, name: 'Chanda Mwila' });
    expect(section('Loans').getByText('No loan applications.')).toBeTruthy();
    expect(section('Active sessions').getByText('No active sessions.')).toBeTruthy();
    expect(section('Account history').getByText('No staff actions on this account yet.')).toBeTruthy();
    const actions = section('Staff actions');
    expect(actions.getByText('status pending → in review')).toBeTruthy();
    expect(actions.getByRole('link', { name: 'loan 0a1b2c3d' }).getAttribute('href')).toBe(
      '/loan-details/0a1b2c3d-1111-4222-8333-444455556666',
    );
    expect(section('Profile').getByText('NRC number').nextElementSibling?.textContent).toBe('—');
  });

  it('deactivates only after the confirm dialog, shows the message and reloads', async () => {
    const user = userEvent.setup();
    const deactivated = createAdminUserPage({ profile: createAdminUserProfile({ status: 'deactivated' }) });
    const api = showUser([ok(createAdminUserPage()), ok(deactivated)], {
      [action('deactivate')]: ok(
        deactivated.profile,
        'Account deactivated. Every session of this account has ended.',
      ),
    });
    renderWithSession(PAGE);
    await screen.findByRole('heading', { level: 1, name: 'Chanda Mwila' });

    await user.click(screen.getByRole('button', { name: 'Deactivate' }));
    const confirm = await dialog('Deactivate this account?');
    expect(
      confirm.getByText(
        'Chanda Mwila will be signed out everywhere at once and will not be able to log in until the account is reactivated.',
      ),
    ).toBeTruthy();
    await user.click(confirm.getByRole('button', { name: 'Cancel' }));
    expect(api.calls(action('deactivate'))).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Deactivate' }));
    await user.click((await dialog('Deactivate this account?')).getByRole('button', { name: 'Deactivate' }));
    await screen.findByText('Account deactivated. Every session of this account has ended.');
    expect(api.calls(action('deactivate'))).toHaveLength(1);
    // The page now shows the account as the server holds it, with Reactivate in place of Deactivate.
    await screen.findByRole('button', { name: 'Reactivate' });
    expect(api.calls(USER)).toHaveLength(2);
  });

  it('changes the role after confirming and shows a refusal (the last superuser) as the server words it', async () => {
    const user = userEvent.setup();
    const api = showUser(
      ok(createAdminUserPage({ profile: createAdminUserProfile({ role: 'superuser' }) })),
      {
        [ROLE]: fail(409, 'LAST_SUPERUSER', 'There must always be at least one active superuser.'),
      },
    );
    renderWithSession(PAGE);
    await screen.findByRole('heading', { level: 1, name: 'Chanda Mwila' });
    const change = screen.getByRole('button', { name: 'Change role' }) as HTMLButtonElement;
    expect(change.disabled).toBe(true);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'Admin');
    await user.click(change);
    const confirm = await dialog('Change role?');
    expect(confirm.getByText('Chanda Mwila will become Admin (now Superuser).')).toBeTruthy();
    await user.click(confirm.getByRole('button', { name: 'Change role' }));
    await screen.findByText('There must always be at least one active superuser.');
    expect(JSON.parse(String(api.calls(ROLE)[0]?.body))).toEqual({ role: 'admin' });
  });

  it('says, before a borrower is made staff, that their password stops working and a link is e-mailed', async () => {
    const user = userEvent.setup();
    const changed =
      'Role changed to Admin. Their old password no longer works: we have e-mailed chanda@example.com a link to choose a staff password.';
    const borrower = createAdminUserPage({ profile: createAdminUserProfile({ role: 'user' }) });
    const api = showUser(ok(borrower), { [ROLE]: ok({ ...borrower.profile, role: 'admin' }, changed) });
    renderWithSession(PAGE);
    await screen.findByRole('heading', { level: 1, name: 'Chanda Mwila' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'Admin');
    await user.click(screen.getByRole('button', { name: 'Change role' }));
    const confirm = await dialog('Change role?');
    expect(
      confirm.getByText(
        'Chanda Mwila will become Admin (now Borrower). Their password will stop working and they will be signed out everywhere; we will e-mail them a link to choose a staff password of at least 12 characters.',
      ),
    ).toBeTruthy();
    await user.click(confirm.getByRole('button', { name: 'Change role' }));
    await screen.findByText(changed);
    expect(JSON.parse(String(api.calls(ROLE)[0]?.body))).toEqual({ role: 'admin' });
  });

  it.each([
    [
      'Resend verification e-mail',
      'resend-verification',
      'Send the verification e-mail again?',
      'Send',
      'A new verification email has been sent to chanda@example.com.',
    ],
    [
      'Unlock login',
      'unlock-login',
      'Unlock login?',
      'Unlock',
      'Login unlocked. The user can try to log in again now.',
    ],
  ])('%s asks first, then shows the message', async (button, name, title, confirmLabel, message) => {
    const user = userEvent.setup();
    const unverified = createAdminUserPage({ profile: createAdminUserProfile({ isEmailVerified: false }) });
    const api = showUser(ok(unverified), { [action(name)]: ok(unverified.profile, message) });
    renderWithSession(PAGE);
    await screen.findByRole('heading', { level: 1, name: 'Chanda Mwila' });
    await user.click(screen.getByRole('button', { name: button }));
    await user.click((await dialog(title)).getByRole('button', { name: confirmLabel }));
    await screen.findByText(message);
    expect(api.calls(action(name))).toHaveLength(1);
  });

  it("removes another staff member's authenticator app after confirming (docs/product.md §15.8)", async () => {
    const user = userEvent.setup();
    const admin = createAdminUserPage({ profile: createAdminUserProfile({ role: 'admin' }) });
    const removed =
      'Authenticator app removed. They are signed out and sign in with their password; a superuser sets up a new app at once.';
    const api = showUser(ok(admin), { [action('remove-authenticator')]: ok(admin.profile, removed) });
    renderWithSession(PAGE);
    await screen.findByRole('heading', { level: 1, name: 'Chanda Mwila' });
    await user.click(screen.getByRole('button', { name: 'Remove authenticator app' }));
    await user.click((await dialog('Remove the authenticator app?')).getByRole('button', { name: 'Remove' }));
    await screen.findByText(removed);
    expect(api.calls(action('remove-authenticator'))).toHaveLength(1);
  });

  it('offers no authenticator removal on a borrower', async () => {
    showUser(ok(createAdminUserPage()));
    renderWithSession(PAGE);
    await screen.findByRole('heading', { level: 1, name: 'Chanda Mwila' });
    expect(screen.queryByRole('button', { name: 'Remove authenticator app' })).toBeNull();
  });

  it('reactivates a deactivated account after confirming', async () => {
    const user = userEvent.setup();
    const page = createAdminUserPage({ profile: createAdminUserProfile({ status: 'deactivated' }) });
    const api = showUser(ok(page), {
      [action('reactivate')]: ok(page.profile, 'Account reactivated. The user can log in again.'),
    });
    renderWithSession(PAGE);
    await screen.findByRole('heading', { level: 1, name: 'Chanda Mwila' });
    expect(screen.queryByRole('button', { name: 'Deactivate' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Reactivate' }));
    await user.click((await dialog('Reactivate this account?')).getByRole('button', { name: 'Reactivate' }));
    await screen.findByText('Account reactivated. The user can log in again.');
    expect(api.calls(action('reactivate'))).toHaveLength(1);
  });

  it('says "User not found." for an unknown id, and offers Try Again for other failures', async () => {
    const user = userEvent.setup();
    showUser(fail(404, 'USER_NOT_FOUND', 'User not found.'));
    const { unmount } = renderWithSession(PAGE);
    expect((await screen.findByRole('alert')).textContent).toBe('User not found.');
    unmount();

    const api = showUser([
      fail(500, 'INTERNAL', 'Something went wrong on our side.'),
      ok(createAdminUserPage()),
    ]);
    renderWithSession(PAGE);
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong on our side.');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    await screen.findByRole('heading', { level: 1, name: 'Chanda Mwila' });
    await waitFor(() => expect(api.calls(USER)).toHaveLength(2));
  });

  it('sends an admin to admin loans', async () => {
    signedInAs(createUser({ role: 'admin' }), {
      ...notificationRoutes(),
      'GET /api/loan-applications/admin': ok(createAdminLoanList()),
    });
    const { router } = renderWithSession(PAGE);
    await screen.findByRole('heading', { level: 1, name: 'Loan Applications' });
    expect(router.state.location.pathname).toBe('/admin-dashboard/loans');
  });
});
