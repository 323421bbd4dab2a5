import { FlaggedCountBadge } from '../features/admin/flagged-payments/components/flagged-count-badge';
import { ChecksOffBanner } from '../features/admin/identity-checks/components/checks-off-banner';
import { AdminLayout } from '../features/admin/layout/admin-layout';
import { ADMIN_FLAGGED_PAYMENTS_PATH } from '../features/admin/layout/admin-nav-items';
import { BusinessDateNote } from '../features/admin/settings/components/business-date-note';
import { NotificationBell } from '../features/notifications/notification-bell';

const NAV_BADGES = { [ADMIN_FLAGGED_PAYMENTS_PATH]: <FlaggedCountBadge /> };

/** The staff area with its bell and badges: several features, so they meet here rather than import each other. */
export function StaffLayout() {
  return (
    <AdminLayout
      notifications={<NotificationBell floating />}
      navBadges={NAV_BADGES}
      banner={
        <>
          <ChecksOffBanner />
          <BusinessDateNote />
        </>
      }
    />
  );
}
