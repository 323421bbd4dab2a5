import { NotFoundError } from '../../lib/domain-errors';

export class NotificationNotFoundError extends NotFoundError {
  override readonly code = 'NOTIFICATION_NOT_FOUND';
  constructor() {
    super('Notification not found.');
  }
}
