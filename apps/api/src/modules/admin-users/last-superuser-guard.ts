import type { Executor } from '@kwacha/db';
import { ForbiddenError } from '../../lib/domain-errors';
import { lockActiveSuperusers } from '../users/users.public';
import { LastSuperuserError } from './admin-users.errors';

/**
 * docs/product.md §14.4: the last active superuser can never be demoted or deactivated. Call inside the
 * transaction of the change, before locking the target: every change that could remove a superuser
 * locks the whole set of active superusers first (always in id order), so two superusers demoting each
 * other at once are serialised here and the second sees the first's change.
 */
export async function lockSuperusersFor(tx: Executor, actorId: string) {
  const active = await lockActiveSuperusers(tx);
  return {
    /**
     * Refuses a change that removes `userId` from the superusers when it is the only active one (409);
     * then refuses an actor who stopped being an active superuser after their request was let in (403),
     * e.g. demoted a moment ago by the superuser they are demoting.
     */
    assertMayRemove(userId: string, removes: boolean): void {
      if (removes && active.includes(userId) && active.length <= 1) throw new LastSuperuserError();
      if (!active.includes(actorId)) {
        throw new ForbiddenError('You do not have permission to perform this action.');
      }
    },
  };
}
