/** Staff accounts the e2e setup creates with `npm run admin:create` before the server starts. */
export const E2E_ADMIN = {
  email: 'ada.admin@kwacha.test',
  password: 'Review-Desk-2026!',
  firstName: 'Ada',
  lastName: 'Phiri',
  role: 'admin',
} as const;

export const E2E_SUPERUSER = {
  email: 'sam.super@kwacha.test',
  password: 'Head-Office-2026!',
  firstName: 'Sam',
  lastName: 'Zulu',
  role: 'superuser',
} as const;

/** An admin of its own for the authenticator app journey: it turns on a second step others must not meet. */
export const E2E_TOTP_STAFF = {
  email: 'tamara.totp@kwacha.test',
  password: 'Second-Factor-2026!',
  firstName: 'Tamara',
  lastName: 'Mwale',
  role: 'admin',
} as const;

export const OTP_SUBJECT = 'Your code to confirm a disbursement';
