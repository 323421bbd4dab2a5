import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdminLoanList } from '../../../test/builders/admin-loan-list';
import { notificationRoutes } from '../../../test/builders/notifications';
import { createUser, fail, ok, signedInAs, TOTP_OFF } from '../../../test/fake-api';
import { preloadPages, renderWithSession } from '../../../test/render-with-session';

beforeAll(() => preloadPages());

const ENROLMENT = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauthUri: 'otpauth://totp/Kwacha%20Loans:ada%40kwacha.test?issuer=Kwacha%20Loans&secret=JBSWY3DPEHPK3PXP',
  qrCodeDataUrl: 'data:image/svg+xml;base64,PHN2Zy8+',
};
const CODES = [
  'abcde-fghjk',
  'mnpqr-stuvw',
  'xyz23-45678',
  'a2b3c-d4e5f',
  'ghjkm-npqrs',
  'tuvwx-yz234',
  '5678a-bcdef',
  'ghjkm-23456',
];
const staff = (role: 'admin' | 'superuser', routes = {}) =>
  signedInAs(createUser({ role, firstName: 'Ada', lastName: 'Phiri' }), {
    ...notificationRoutes(),
    'GET /api/loan-applications/admin': ok(createAdminLoanList()),
    'GET /api/admin/settings': ok({ instantApproval: { enabled: false } }),
    ...routes,
  });

describe('Sign-in security (docs/product.md §15.8)', () => {
  it('sets up an authenticator app: QR code and key, a first code, then the recovery codes once', async () => {
    const api = staff('admin', {
      'GET /api/staff/totp': [
        ok(TOTP_OFF),
        ok({ ...TOTP_OFF, enabled: true, sessionVerified: true, recoveryCodesLeft: 8 }),
      ],
      'POST /api/staff/totp/enrolment': ok(ENROLMENT),
      'POST /api/staff/totp/enrolment/confirm': [
        fail(
          400,
          'INVALID_TOTP_CODE',
          'That code is not right. Enter the code your authenticator app shows now.',
          {
            error: {
              code: 'INVALID_TOTP_CODE',
              message: 'That code is not right. Enter the code your authenticator app shows now.',
              details: [
                {
                  field: 'code',
                  message: 'That code is not right. Enter the code your authenticator app shows now.',
                },
              ],
            },
          },
        ),
        ok({ recoveryCodes: CODES }),
      ],
    });
    const user = userEvent.setup();
    renderWithSession('/admin-dashboard/security');
    await screen.findByRole('heading', { level: 1, name: 'Sign-in security' });
    await user.click(await screen.findByRole('button', { name: 'Set up an authenticator app' }));

    expect(
      (await screen.findByRole('img', { name: 'QR code for your authenticator app' })).getAttribute('src'),
    ).toBe(ENROLMENT.qrCodeDataUrl);
    const key = screen.getByLabelText("Can't scan? Enter this key in the app") as HTMLInputElement;
    expect(key.value).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    expect(key.readOnly).toBe(true);

    const code = screen.getByLabelText('Code from the app');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('Enter the 6-digit code from your authenticator app.')).toBeTruthy();
    expect(api.calls('POST /api/staff/totp/enrolment/confirm')).toHaveLength(0);

    await user.type(code, '000 000');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(
      await screen.findByText('That code is not right. Enter the code your authenticator app shows now.'),
    ).toBeTruthy();
    expect(JSON.parse(String(api.calls('POST /api/staff/totp/enrolment/confirm')[0]?.body))).toEqual({
      code: '000000',
    });

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    await user.click(screen.getByRole('button', { name: 'I have saved my recovery codes' }));
    expect(
      await screen.findByText(
        /Your authenticator app is on: signing in asks for its code after your password\. 8 recovery codes left\./,
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).toBeNull();
    expect(screen.getByRole('form', { name: 'Turn off the authenticator app' })).toBeTruthy();
  });

  it('holds a superuser who must have an app at its setup, without the back office around it', async () => {
    staff('superuser', { 'GET /api/staff/totp': ok({ ...TOTP_OFF, required: true }) });
    renderWithSession('/admin-dashboard/loans');
    await screen.findByRole('heading', { level: 1, name: 'Set up your authenticator app' });
    expect(screen.queryByRole('navigation', { name: 'Admin' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Set up an authenticator app' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeTruthy();
  });

  it('tells a superuser whose app was set up elsewhere to sign in again with its code', async () => {
    staff('superuser', { 'GET /api/staff/totp': ok({ ...TOTP_OFF, enabled: true, required: true }) });
    renderWithSession('/admin-dashboard/loans');
    expect(
      await screen.findByText(
        'Your authenticator app is already set up. Log out and sign in again with its code.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Set up an authenticator app' })).toBeNull();
  });

  it('does not offer a superuser to turn theirs off', async () => {
    staff('superuser', {
      'GET /api/staff/totp': ok({
        ...TOTP_OFF,
        enabled: true,
        required: true,
        sessionVerified: true,
        recoveryCodesLeft: 1,
      }),
    });
    renderWithSession('/admin-dashboard/security');
    expect(await screen.findByText(/1 recovery code left\./)).toBeTruthy();
    expect(screen.getByText('As a superuser you must keep it on.')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Turn off the authenticator app' })).toBeNull();
  });
});
