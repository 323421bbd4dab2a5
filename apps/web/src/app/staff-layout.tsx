import { FlaggedCountBadge } from '../features/admin/flagged-payments/components/flagged-count-badge';
import { ChecksOffBanner } from '../features/admin/identity-checks/components/checks-off-banner';
import { AdminLayout } from '../features/admin/layout/admin-layout';
import { ADMIN_FLAGGED_PAYMENTS_PATH } from '../features/admin/layout/admin-nav-items';
import { useTotpStatusQuery } from '../features/admin/security/api/totp-status';
import { TotpSetupGate } from '../features/admin/security/totp-setup-gate';
import { BusinessDateNote } from '../features/admin/settings/components/business-date-note';
import { SessionLoading } from '../features/auth/components/session-loading';
import { NotificationBell } from '../features/notifications/notification-bell';

const NAV_BADGES = { [ADMIN_FLAGGED_PAYMENTS_PATH]: <FlaggedCountBadge /> };

/** The staff area with its bell and badges: several features, so they meet here rather than import each other. */
export function StaffLayout() {
  // A superuser held to an authenticator app sets one up before anything else loads: the server refuses
  // every staff call until then, and a refused call would sign them out (docs/product.md §15.8).
  const totp = useTotpStatusQuery();
  if (totp.isPending) return <SessionLoading />;
  if (totp.data?.required && !totp.data.sessionVerified) return <TotpSetupGate enabled={totp.data.enabled} />;
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
