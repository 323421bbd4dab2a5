import { Secret, TOTP } from 'otpauth';
import type { TestApp } from '../../../testing/test-app';

/** The code an authenticator app shows for `secret` at `at` (what the phone would compute). */
export function appCode(secret: string, at: Date): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: at.getTime(),
  });
}

/** Sets up an authenticator app for the session's staff member; answers its secret and recovery codes. */
export async function enrolAuthenticator(t: TestApp, token: string, at: Date) {
  const started = await t.app.inject({
    method: 'POST',
    url: '/api/staff/totp/enrolment',
    headers: { 'x-auth-token': token },
  });
  if (started.statusCode !== 200) throw new Error(`enrolment failed: ${started.body}`);
  const secret: string = started.json().data.secret;
  const confirmed = await t.app.inject({
    method: 'POST',
    url: '/api/staff/totp/enrolment/confirm',
    headers: { 'x-auth-token': token },
    payload: { code: appCode(secret, at) },
  });
  if (confirmed.statusCode !== 200) throw new Error(`confirmation failed: ${confirmed.body}`);
  return { secret, recoveryCodes: confirmed.json().data.recoveryCodes as string[] };
}
