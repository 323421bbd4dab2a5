import { z } from 'zod';

/**
 * Staff two-step sign-in with an authenticator app (TOTP, RFC 6238; docs/product.md §15.8, decision 057):
 * the requests, answers and texts the staff security page, the login page and the API share.
 */

export const TOTP_CODE_MESSAGE = 'Enter the 6-digit code from your authenticator app.';
export const SIGN_IN_CODE_MESSAGE = 'Enter the 6-digit code from your authenticator app, or a recovery code.';
export const TOTP_PASSWORD_MESSAGE = 'Enter your password.';

/** How many one-time recovery codes an enrolment gives. */
export const RECOVERY_CODE_COUNT = 8;

/** Spaces and dashes people type or paste between the digits are dropped. */
const compact = (value: string) => value.replace(/[\s-]/g, '');

/** A code from the app: six digits, spaces allowed ("123 456"). */
export const totpCodeSchema = z
  .string({ error: TOTP_CODE_MESSAGE })
  .max(20, TOTP_CODE_MESSAGE)
  .transform(compact)
  .pipe(z.string().regex(/^\d{6}$/, TOTP_CODE_MESSAGE));

/** The second step of signing in takes an app code or a recovery code (ten letters and digits). */
export const signInCodeSchema = z
  .string({ error: SIGN_IN_CODE_MESSAGE })
  .max(40, SIGN_IN_CODE_MESSAGE)
  .transform((value) => compact(value).toLowerCase())
  .pipe(z.string().regex(/^(?:\d{6}|[a-z0-9]{10})$/, SIGN_IN_CODE_MESSAGE));

/** POST /api/auth/login/totp: the challenge the password step answered, and a code. */
export const totpLoginRequestSchema = z.strictObject({
  challengeToken: z.string({ error: 'This sign-in has expired.' }).min(20).max(400),
  code: signInCodeSchema,
});
export type TotpLoginRequest = z.input<typeof totpLoginRequestSchema>;

/** What POST /api/auth/login answers a staff member with an authenticator app instead of a session. */
export const totpChallengeSchema = z.object({
  totpRequired: z.literal(true),
  challengeToken: z.string(),
  expiresInSeconds: z.number().int(),
});
export const TOTP_CHALLENGE_MESSAGE = 'Enter the code from your authenticator app.';

/** GET /api/staff/totp: the signed-in staff member's authenticator app. */
export const totpStatusSchema = z.object({
  /** In force: signing in asks for a code. */
  enabled: z.boolean(),
  /** A setup was started and waits for its first code. */
  enrolling: z.boolean(),
  /** This account must have one (a superuser while STAFF_TOTP_REQUIRED is on). */
  required: z.boolean(),
  /** This session was proven with a code: false means a required account must set one up now. */
  sessionVerified: z.boolean(),
  /** Recovery codes not used yet. */
  recoveryCodesLeft: z.number().int(),
});
export type TotpStatus = z.infer<typeof totpStatusSchema>;

/** POST /api/staff/totp/enrolment: the new secret, to scan or type into the app. Shown once. */
export const totpEnrolmentSchema = z.object({
  /** Base32, for typing in by hand. */
  secret: z.string(),
  otpauthUri: z.string(),
  /** The otpauth URI as a QR code: an SVG image as a data URL. */
  qrCodeDataUrl: z.string(),
});
export type TotpEnrolment = z.infer<typeof totpEnrolmentSchema>;

/** POST /api/staff/totp/enrolment/confirm. */
export const totpConfirmRequestSchema = z.strictObject({ code: totpCodeSchema });
export type TotpConfirmRequest = z.input<typeof totpConfirmRequestSchema>;
export const totpRecoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });

/** POST /api/staff/totp/disable: the password and a current code. */
export const totpDisableRequestSchema = z.strictObject({
  password: z.string({ error: TOTP_PASSWORD_MESSAGE }).min(1, TOTP_PASSWORD_MESSAGE).max(128),
  code: totpCodeSchema,
});
export type TotpDisableRequest = z.input<typeof totpDisableRequestSchema>;

export const TOTP_TEXTS = {
  enrolmentStarted: 'Scan the QR code with your authenticator app, then enter the code it shows.',
  enabled: 'Your authenticator app is set up. Keep your recovery codes somewhere safe.',
  disabled: 'Your authenticator app is turned off.',
  signedIn: 'Login successful!',
} as const;
