import { type Algorithm, hash, type Options, verify } from '@node-rs/argon2';

// OWASP's argon2id baseline (docs/product.md §15: >= 19 MiB memory, t >= 2). `Algorithm` is an ambient
// const enum, which isolatedModules cannot read, so the id is spelled as its value: 2 is Argon2id.
const ARGON2ID: Algorithm = 2;
export const PASSWORD_HASH_OPTIONS: Readonly<Options> = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

/**
 * A hash of a random string nobody knows, made with PASSWORD_HASH_OPTIONS. Verifying against it costs
 * what verifying a real account costs, so a login for an unknown e-mail takes as long as a wrong password
 * and response times do not reveal which addresses have accounts.
 */
export const DUMMY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$E1vMnedzJxhV2C+q3mRXLA$CF47XTkjNHVOczfrFkFNMqedQ6uN+jHFJHl7nlN1jMw';

export function hashPassword(password: string): Promise<string> {
  return hash(password, PASSWORD_HASH_OPTIONS);
}

/** False for a wrong password and for a stored hash that cannot be parsed: a login must never crash. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Spends a real verification's time and always answers false (see DUMMY_HASH). */
export async function verifyAgainstDummy(password: string): Promise<false> {
  await verifyPassword(DUMMY_HASH, password);
  return false;
}
