import { AdminLayout } from '../features/admin/layout/admin-layout';
import { NotificationBell } from '../features/notifications/notification-bell';

/** The staff area with its bell: two features, so they meet here rather than import each other. */
export function StaffLayout() {
  return <AdminLayout notifications={<NotificationBell floating />} />;
}
