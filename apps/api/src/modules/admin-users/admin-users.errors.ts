import { ADMIN_USER_MESSAGES } from '@kwacha/shared/staff/admin-users';
import { ConflictError, NotFoundError } from '../../lib/domain-errors';

/** An unknown id, or something that is not an id at all (404). */
export class UserNotFoundError extends NotFoundError {
  override readonly code = 'USER_NOT_FOUND';
  constructor() {
    super(ADMIN_USER_MESSAGES.notFound);
  }
}

/** The change would leave no active superuser to run the back office (409). */
export class LastSuperuserError extends ConflictError {
  override readonly code = 'LAST_SUPERUSER';
  constructor() {
    super(ADMIN_USER_MESSAGES.lastSuperuser);
  }
}

/** The account is already as asked (deactivated twice, the same role) or cannot take the action (409). */
export class UserStateConflictError extends ConflictError {
  override readonly code = 'USER_STATE_CONFLICT';
}
