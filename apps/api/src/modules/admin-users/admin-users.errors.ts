import { ADMIN_USER_MESSAGES as TEXT } from '@kwacha/shared/staff/admin-users';
import { ConflictError, conflict, notFound } from '../../lib/domain-errors';

/** An unknown id, or something that is not an id at all (404). */
export class UserNotFoundError extends notFound('USER_NOT_FOUND', TEXT.notFound) {}

/** The change would leave no active superuser to run the back office (409). */
export class LastSuperuserError extends conflict('LAST_SUPERUSER', TEXT.lastSuperuser) {}

/** The account is already as asked (deactivated twice, the same role) or cannot take the action (409). */
export class UserStateConflictError extends ConflictError {
  override readonly code = 'USER_STATE_CONFLICT';
}
