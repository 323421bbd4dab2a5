import { parseOptions } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import {
  DUMMY_HASH,
  hashPassword,
  PASSWORD_HASH_OPTIONS,
  verifyAgainstDummy,
  verifyPassword,
} from './password-hashing';

describe('password hashing', () => {
  it('hashes with argon2id at 19 MiB, t=2, p=1 and a fresh salt each time', async () => {
    const first = await hashPassword('Mwila-Kasonde-77x');
    const second = await hashPassword('Mwila-Kasonde-77x');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(first).not.toBe(second);
    expect(first).not.toContain('Mwila');
  });

  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('Mwila-Kasonde-77x');
    expect(await verifyPassword(stored, 'Mwila-Kasonde-77x')).toBe(true);
    expect(await verifyPassword(stored, 'mwila-kasonde-77x')).toBe(false);
    expect(await verifyPassword(stored, '')).toBe(false);
  });

  it('answers false, without throwing, for a malformed stored hash', async () => {
    for (const broken of ['', 'not-a-hash', '$argon2id$v=19$m=19456', '$2b$10$abcdefghijklmnopqrstuv']) {
      await expect(verifyPassword(broken, 'Mwila-Kasonde-77x')).resolves.toBe(false);
    }
  });

  it('keeps the dummy hash on the same cost parameters as real hashes', () => {
    const parsed = parseOptions(DUMMY_HASH);
    expect(parsed).toMatchObject({
      memoryCost: PASSWORD_HASH_OPTIONS.memoryCost,
      timeCost: PASSWORD_HASH_OPTIONS.timeCost,
      parallelism: PASSWORD_HASH_OPTIONS.parallelism,
    });
    expect(DUMMY_HASH.startsWith('$argon2id$')).toBe(true);
  });

  it('verifyAgainstDummy always answers false', async () => {
    expect(await verifyAgainstDummy('Mwila-Kasonde-77x')).toBe(false);
    expect(await verifyAgainstDummy('')).toBe(false);
  });
});
