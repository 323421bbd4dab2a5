import type { SessionUser } from '@kwacha/db';
import type { LoginRequest } from '@kwacha/shared/auth/auth-requests';
import type { PublicUser } from '@kwacha/shared/auth/user';
import { verifyAgainstDummy, verifyPassword } from '../../lib/password-hashing';
import {
  forgiveLoginAddress,
  LOGIN_GUESSING,
  loginAccountKey,
  reserveLoginAttempt,
  unknownLoginKey,
} from '../../lib/rate-limit/login-guessing';
import { startSession } from '../sessions/sessions';
import { challengeIfTotp, checkSignInCode } from '../staff-mfa/sign-in-code.service';
import { findUserByEmailOrUsername } from '../users/users.public';
import type { AuthContext } from './auth.context';
import { AccountDeactivatedError, InvalidCredentialsError } from './auth.errors';
import { countFailureAndWarnOwner } from './login-guessing-alert';
import { toPublicUser } from './public-user';

/** Password guesses evaluated per account from one address within the window, however many arrive at once. */
export const MAX_FAILED_LOGINS = LOGIN_GUESSING.perAddress.max;

/**
 * Signs in from `clientAddress` (the request's address, behind TRUST_PROXY). One set of counters per
 * account, whether the e-mail or the username was typed (lib/rate-limit/login-guessing.ts).
 */
export type LoginAnswer =
  | { token: string; user: PublicUser }
  | { totpRequired: true; challengeToken: string; expiresInSeconds: number };

export async function login(
  ctx: AuthContext,
  input: LoginRequest,
  clientAddress: string,
): Promise<LoginAnswer> {
  const user = await findUserByEmailOrUsername(ctx.db, input.emailOrUsername);
  const account = user ? loginAccountKey(user.id) : unknownLoginKey(input.emailOrUsername);
  // Reserved before the password is checked, so no limit can be raced by guesses arriving at once.
  const attempt = await reserveLoginAttempt(ctx.attempts, account, clientAddress);

  const valid = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyAgainstDummy(input.password);
  if (!user || !valid) {
    await countFailureAndWarnOwner(ctx, account, user);
    throw new InvalidCredentialsError();
  }
  if (!user.isActive) throw new AccountDeactivatedError();

  // The right password gives this address its full allowance back; other addresses stay as they are.
  await forgiveLoginAddress(ctx.attempts, attempt);
  // Staff with an authenticator app answer a code before they get a session (docs/product.md §15.8).
  const challenge = await challengeIfTotp(ctx, user);
  if (challenge) return challenge;
  return signedIn(ctx, user, { totpVerified: false });
}

/** The second step of a staff sign-in: the password step's challenge and a code from the app. */
export async function loginWithCode(
  ctx: AuthContext,
  input: { challengeToken: string; code: string },
  clientAddress: string,
): Promise<{ token: string; user: PublicUser }> {
  const { user } = await checkSignInCode(ctx, input, clientAddress);
  return signedIn(ctx, user, { totpVerified: true });
}

async function signedIn(
  ctx: AuthContext,
  user: SessionUser,
  options: { totpVerified: boolean },
): Promise<{ token: string; user: PublicUser }> {
  const session = await startSession(
    { db: ctx.db, secret: ctx.config.sessionSecret, now: ctx.now() },
    user.id,
    options,
  );
  return { token: session.token, user: { ...toPublicUser(user), firstVisit: session.firstVisit } };
}
