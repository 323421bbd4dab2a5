import { users } from '@kwacha/db';
import { and, eq, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ForbiddenError } from '../../lib/domain-errors';
import { signedInStaff } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { changeUserRole } from './admin-user-actions.service';
import { callAs } from './testing/admin-user-calls';

/**
 * docs/product.md §14.4: there is always at least one active superuser, also when two superusers act at
 * once. On PGlite statements run one at a time; run this file with TEST_DATABASE_URL too, where the two
 * transactions really overlap and only the row locks keep the rule.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Staff = Awaited<ReturnType<typeof signedInStaff>>;

/** Exactly these accounts are active superusers: every other one is made an admin first. */
async function onlySuperusers(...staff: Staff[]) {
  const keep = staff.map((s) => s.id);
  await t.ctx.db
    .update(users)
    .set({ role: 'admin' })
    .where(and(eq(users.role, 'superuser'), notInArray(users.id, keep)));
}

async function activeSuperuserIds(): Promise<string[]> {
  const rows = await t.ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'superuser'), eq(users.isActive, true)));
  return rows.map((row) => row.id);
}

const demote = (actor: Staff, target: Staff) =>
  callAs(t, actor.token, 'PUT', `/api/admin/users/${target.id}/role`, { role: 'admin' });
const deactivate = (actor: Staff, target: Staff) =>
  callAs(t, actor.token, 'POST', `/api/admin/users/${target.id}/deactivate`);

const LAST = 'There must always be at least one active superuser.';

describe('the last active superuser', () => {
  it('cannot demote or deactivate themselves, nor be removed by anyone', async () => {
    const only = await signedInStaff(t, 'superuser');
    await onlySuperusers(only);
    for (const res of [await demote(only, only), await deactivate(only, only)]) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ message: LAST, error: { code: 'LAST_SUPERUSER' } });
    }
    expect(await activeSuperuserIds()).toEqual([only.id]);
  });

  it('may step down while another active superuser remains', async () => {
    const [a, b] = [await signedInStaff(t, 'superuser'), await signedInStaff(t, 'superuser')];
    await onlySuperusers(a, b);
    const res = await demote(a, a);
    expect(res.statusCode, res.body).toBe(200);
    expect(await activeSuperuserIds()).toEqual([b.id]);
    // A deactivated superuser does not count as one who remains.
    const c = await signedInStaff(t, 'superuser');
    await onlySuperusers(b, c);
    expect((await deactivate(b, c)).statusCode).toBe(200);
    expect((await demote(b, b)).json().message).toBe(LAST);
  });

  it.each([1, 2, 3, 4, 5])(
    'round %i: two superusers demoting each other at once leave exactly one',
    async () => {
      const [a, b] = [await signedInStaff(t, 'superuser'), await signedInStaff(t, 'superuser')];
      await onlySuperusers(a, b);
      const answers = await Promise.all([demote(a, b), demote(b, a)]);
      const [won, lost] = [...answers].sort((x, y) => x.statusCode - y.statusCode);
      expect(won?.statusCode).toBe(200);
      // Refused by the guard (409), or — when the winner committed before the loser's request was even
      // authorised — by the role check, the loser being an admin by then (403).
      expect([403, 409]).toContain(lost?.statusCode);
      if (lost?.statusCode === 409) expect(lost.json().message).toBe(LAST);
      const remaining = await activeSuperuserIds();
      expect(remaining).toHaveLength(1);
      // The one who remains is the one whose request won.
      const winner = answers[0]?.statusCode === 200 ? a : b;
      expect(remaining).toEqual([winner.id]);
    },
  );

  it.each([1, 2, 3])('round %i: two superusers deactivating themselves at once leave one', async () => {
    const [a, b] = [await signedInStaff(t, 'superuser'), await signedInStaff(t, 'superuser')];
    await onlySuperusers(a, b);
    const answers = await Promise.all([deactivate(a, a), deactivate(b, b)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(await activeSuperuserIds()).toHaveLength(1);
  });

  it('one deactivating the other while that one demotes the first leaves one', async () => {
    const [a, b] = [await signedInStaff(t, 'superuser'), await signedInStaff(t, 'superuser')];
    await onlySuperusers(a, b);
    const answers = await Promise.all([deactivate(a, b), demote(b, a)]);
    const codes = answers.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    // The loser is refused by the guard (409), or finds its session ended by the deactivation (401).
    expect(codes.every((code) => [200, 401, 409].includes(code))).toBe(true);
    expect(await activeSuperuserIds()).toHaveLength(1);
  });

  it('refuses a superuser demoted after their request was let in (403), even when others remain', async () => {
    const [a, b, c] = [
      await signedInStaff(t, 'superuser'),
      await signedInStaff(t, 'superuser'),
      await signedInStaff(t, 'superuser'),
    ];
    await onlySuperusers(a, b, c);
    await demote(a, b);
    // As a request of b's that passed requireRole just before a's change committed: the service is
    // called directly, the way such a request reaches it.
    const error = await changeUserRole(t.ctx, { actorId: b.id, userId: c.id }, 'admin').catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ForbiddenError);
    expect((await activeSuperuserIds()).sort()).toEqual([a.id, c.id].sort());
  });
});
