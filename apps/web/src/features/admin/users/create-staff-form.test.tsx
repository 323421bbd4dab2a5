import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdminUserList, createAdminUserProfile } from '../../../test/builders/admin-users';
import { notificationRoutes } from '../../../test/builders/notifications';
import { createUser, type FakeReply, fail, ok, signedInAs } from '../../../test/fake-api';
import { preloadPages, renderWithSession } from '../../../test/render-with-session';

beforeAll(() => preloadPages());

const CREATE = 'POST /api/admin/users';
const LIST = 'GET /api/admin/users';

function showUsers(create: FakeReply) {
  return signedInAs(createUser({ role: 'superuser' }), {
    ...notificationRoutes(),
    [LIST]: ok(createAdminUserList()),
    [CREATE]: create,
  });
}

async function openForm() {
  const user = userEvent.setup();
  renderWithSession('/admin-dashboard/users');
  await screen.findByRole('table', { name: 'Users' });
  const toggle = screen.getByRole('button', { name: 'Add staff account' });
  expect(toggle.getAttribute('aria-expanded')).toBe('false');
  await user.click(toggle);
  expect(screen.getByRole('button', { name: 'Close' }).getAttribute('aria-expanded')).toBe('true');
  return { user, form: within(screen.getByRole('form', { name: 'Create a staff account' })) };
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, form: ReturnType<typeof within>) {
  await user.type(form.getByRole('textbox', { name: 'Email Address' }), 'Bwalya.Tembo@Kwacha.zm');
  await user.type(form.getByRole('textbox', { name: 'First Name' }), 'Bwalya');
  await user.type(form.getByRole('textbox', { name: 'Last Name' }), 'Tembo');
  await user.selectOptions(form.getByRole('combobox', { name: 'Role' }), 'Superuser');
}

describe('creating a staff account', () => {
  it('shows the rules of the shared schema beside the fields and sends nothing', async () => {
    const api = showUsers(ok(createAdminUserProfile()));
    const { user, form } = await openForm();
    await user.type(form.getByRole('textbox', { name: 'Email Address' }), 'not-an-email');
    await user.click(form.getByRole('button', { name: 'Create staff account' }));
    expect(await form.findByText('Please enter a valid email address.')).toBeTruthy();
    expect(form.getByText('First name is required.')).toBeTruthy();
    expect(form.getByText('Last name is required.')).toBeTruthy();
    expect(document.activeElement).toBe(form.getByRole('textbox', { name: 'Email Address' }));
    expect(api.calls(CREATE)).toHaveLength(0);
  });

  it('asks first, sends the account, says the link was e-mailed and links to the new account', async () => {
    const created = createAdminUserProfile({ id: 'new-staff-1', role: 'superuser' });
    const message =
      'Staff account created. We have e-mailed bwalya.tembo@kwacha.zm a link to set a password.';
    const api = showUsers(ok(created, message));
    const { user, form } = await openForm();
    await fillIn(user, form);
    await user.click(form.getByRole('button', { name: 'Create staff account' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Create staff account?' }));
    expect(
      dialog.getByText(
        'Create a superuser account for Bwalya Tembo (bwalya.tembo@kwacha.zm)? They will be e-mailed a link to choose their password.',
      ),
    ).toBeTruthy();
    expect(api.calls(CREATE)).toHaveLength(0);
    await user.click(dialog.getByRole('button', { name: 'Create account' }));

    expect((await form.findByRole('status')).textContent).toBe(message);
    expect(JSON.parse(String(api.calls(CREATE)[0]?.body))).toEqual({
      email: 'bwalya.tembo@kwacha.zm',
      firstName: 'Bwalya',
      lastName: 'Tembo',
      role: 'superuser',
    });
    expect(form.getByRole('link', { name: 'Open the new account' }).getAttribute('href')).toBe(
      '/admin-dashboard/users/new-staff-1',
    );
    // The form is empty again, and the list is asked again so the account shows in it.
    expect((form.getByRole('textbox', { name: 'Email Address' }) as HTMLInputElement).value).toBe('');
    await waitFor(() => expect(api.calls(LIST).length).toBeGreaterThan(1));
  });

  it("shows the server's refusal: a taken e-mail address", async () => {
    showUsers(fail(409, 'CONFLICT', 'An account with this email address already exists.'));
    const { user, form } = await openForm();
    await fillIn(user, form);
    await user.click(form.getByRole('button', { name: 'Create staff account' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Create staff account?' })).getByRole('button', {
        name: 'Create account',
      }),
    );
    expect((await form.findByRole('alert')).textContent).toBe(
      'An account with this email address already exists.',
    );
  });

  it("puts the server's field messages beside their fields", async () => {
    showUsers(
      fail(
        400,
        'VALIDATION_ERROR',
        'firstName: Please remove characters that cannot be read from this text.',
        {
          error: {
            code: 'VALIDATION_ERROR',
            message: 'Invalid',
            details: [
              {
                field: 'firstName',
                msg: 'Please remove characters that cannot be read from this text.',
                message: 'Please remove characters that cannot be read from this text.',
              },
            ],
          },
        },
      ),
    );
    const { user, form } = await openForm();
    await fillIn(user, form);
    await user.click(form.getByRole('button', { name: 'Create staff account' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Create staff account?' })).getByRole('button', {
        name: 'Create account',
      }),
    );
    expect((await form.findByRole('alert')).textContent).toBe('Please correct the fields marked below.');
    const firstName = form.getByRole('textbox', { name: 'First Name' });
    await waitFor(() => expect(firstName.getAttribute('aria-invalid')).toBe('true'));
    const described = firstName.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(described.split(' ').at(-1) ?? '')?.textContent).toContain(
      'Please remove characters that cannot be read from this text.',
    );
  });
});
