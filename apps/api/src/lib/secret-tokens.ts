import { createHmac, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: session tokens and e-mailed verification/reset tokens alike. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * What the database stores instead of a token. Keyed with the server secret, so a stolen table
 * cannot even be checked against guessed tokens without the secret as well.
 */
export function hashSecretToken(token: string, secret: string): string {
  return createHmac('sha256', secret).update(token).digest('hex');
}
