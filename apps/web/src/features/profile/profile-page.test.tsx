import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { createConsentState } from '../../test/builders/consent';
import { createUser, ok, signedInAs } from '../../test/fake-api';
import { preloadPages, renderWithSession } from '../../test/render-with-session';
import { formatMemberSince, profileRows } from './profile-details';

beforeAll(() => preloadPages());

function rowValue(label: string): string | null | undefined {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
}

describe('ProfilePage', () => {
  it('shows the user from the me call', async () => {
    signedInAs(createUser({ registrationDate: '2026-11-21T08:30:00.000Z' }), {
      'GET /api/consent': ok(createConsentState()),
    });
    renderWithSession('/profile');
    await screen.findByRole('heading', { name: 'My Profile' });
    await within(screen.getByRole('main')).findByText('chanda.mwila');
    expect(rowValue('Username')).toBe('chanda.mwila');
    expect(rowValue('Email')).toBe('chanda@example.com');
    expect(rowValue('Role')).toBe('User');
    expect(rowValue('Member Since')).toBe('21 November 2026');
    expect(rowValue('First Name')).toBe('Chanda');
    expect(rowValue('Last Name')).toBe('Mwila');
    expect(rowValue('Phone Number')).toBe('+260971234567');
  });
});

describe('profileRows', () => {
  it('capitalises the role and leaves out names and phone when absent', () => {
    const rows = profileRows(
      createUser({ role: 'superuser', firstName: null, lastName: '  ', phoneNumber: null }),
    );
    expect(rows.map((row) => row.label)).toEqual(['Username', 'Email', 'Role', 'Member Since']);
    expect(rows[2]?.value).toBe('Superuser');
    expect(profileRows(createUser({ role: 'admin' }))[2]?.value).toBe('Admin');
  });

  it('formats the member-since date in Lusaka time, en-GB', () => {
    // 23:30 UTC on 31 December is already 1 January in Lusaka (UTC+2).
    expect(formatMemberSince('2025-12-31T23:30:00.000Z')).toBe('1 January 2026');
    expect(formatMemberSince('not a date')).toBe('not a date');
  });
});
