import { KYC_MESSAGES } from '@kwacha/shared/kyc/kyc-view';
import { Link } from 'react-router';
import { useKycSettingQuery } from '../../../../lib/kyc/get-kyc-setting';
import { useSession } from '../../../../lib/session/session-context';

/**
 * docs/product.md §20.5: while disbursement does not wait for approved identity documents, every staff
 * page says so (superusers get the link to switch it back on).
 */
export function ChecksOffBanner() {
  const setting = useKycSettingQuery();
  const { user } = useSession();
  if (setting.data?.requiredBeforeDisbursement !== false) return null;
  return (
    <p role="status" className="border-b border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
      <span className="font-semibold">{KYC_MESSAGES.checksOffWarning}</span>
      {user?.role === 'superuser' ? (
        <>
          {' '}
          <Link to="/admin-dashboard/settings" className="underline underline-offset-2">
            Settings
          </Link>
        </>
      ) : null}
    </p>
  );
}
