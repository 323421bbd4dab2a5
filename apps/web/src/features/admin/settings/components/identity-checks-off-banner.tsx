import { KYC_MESSAGES } from '@kwacha/shared/kyc/kyc';
import { Link } from 'react-router';
import { useSession } from '../../../../lib/session/session-context';
import { useAdminSettingsQuery } from '../api/admin-settings';

/**
 * docs/product.md §20: while disbursement does not wait for approved identity documents, the staff area
 * says so on every page. Only superusers can read the settings (and switch it back on).
 */
export function IdentityChecksOffBanner() {
  const { user } = useSession();
  if (user?.role !== 'superuser') return null;
  return <SettingBanner />;
}

function SettingBanner() {
  const settings = useAdminSettingsQuery();
  if (settings.data?.identityChecks.requiredBeforeDisbursement !== false) return null;
  return (
    <p role="status" className="border-b border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
      <span className="font-semibold">{KYC_MESSAGES.checksOffWarning}</span>{' '}
      <Link to="/admin-dashboard/settings" className="underline underline-offset-2">
        Settings
      </Link>
    </p>
  );
}
