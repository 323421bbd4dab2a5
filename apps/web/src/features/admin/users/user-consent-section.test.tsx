import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdminLoanList } from '../../../test/builders/admin-loan-list';
import { createAdminUserPage, USER_ID } from '../../../test/builders/admin-users';
import { createConsentEvent } from '../../../test/builders/consent';
import { notificationRoutes } from '../../../test/builders/notifications';
import { createUser, type FakeReply, ok, signedInAs } from '../../../test/fake-api';
import { preloadPages, renderWithSession } from '../../../test/render-with-session';

beforeAll(() => preloadPages());

function showUser(page: FakeReply) {
  signedInAs(createUser({ id: 'me-1', role: 'superuser', firstName: 'Sam', lastName: 'Mulenga' }), {
    ...notificationRoutes(),
    [`GET /api/admin/users/${USER_ID}`]: page,
    'GET /api/loan-applications/admin': ok(createAdminLoanList()),
  });
  renderWithSession(`/admin-dashboard/users/${USER_ID}`);
}

const consent = async () => within(await screen.findByRole('region', { name: 'News and offers consent' }));

describe("the staff user page's consent history", () => {
  it('lists each grant and withdrawal with when, from where, and the sentence answered', async () => {
    showUser(
      ok(
        createAdminUserPage({
          consentEvents: [
            createConsentEvent({
              id: 2,
              granted: false,
              source: 'list_unsubscribe',
              ipAddress: '66.249.84.1',
              userAgent: null,
              createdAt: '2026-11-25T12:05:00.000Z',
            }),
            createConsentEvent(),
          ],
        }),
      ),
    );
    const section = await consent();
    const items = section.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const [withdrawal, grant] = items.map((item) => within(item));
    expect(withdrawal?.getByText('Withdrew · 25 November 2026, 14:05')).toBeTruthy();
    expect(withdrawal?.getByText('From').nextElementSibling?.textContent).toBe(
      'One-click unsubscribe in the mail app',
    );
    expect(withdrawal?.getByText('Browser').nextElementSibling?.textContent).toBe('—');
    expect(grant?.getByText('Agreed · 21 November 2026, 10:30')).toBeTruthy();
    expect(grant?.getByText('From').nextElementSibling?.textContent).toBe('Registration form');
    expect(grant?.getByText('Address').nextElementSibling?.textContent).toBe('41.72.100.5');
    expect(grant?.getByText('Wording').nextElementSibling?.textContent).toBe(
      'Send me news and offers from Kwacha Loans by e-mail. I can stop them at any time from my profile or from the link in any of these e-mails. (marketing-email-v1)',
    );
  });

  it('says in words when nothing was ever recorded', async () => {
    showUser(ok(createAdminUserPage()));
    expect(
      (await consent()).getByText('No consent recorded: this account receives no news and offers.'),
    ).toBeTruthy();
  });
});
