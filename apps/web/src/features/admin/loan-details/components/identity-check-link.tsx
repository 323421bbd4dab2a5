import { Link } from 'react-router';
import { identityCheckReviewPath } from '../../../../lib/kyc/identity-check-paths';

/**
 * Shown when the server refused a step with KYC_NOT_APPROVED (docs/product.md §20.5): the way to the
 * borrower's documents, where staff can approve them before trying again.
 */
export function IdentityCheckLink({ userId }: { userId: string }) {
  return (
    <p className="mb-3">
      <Link
        to={identityCheckReviewPath(userId)}
        className="font-medium text-emerald-800 underline underline-offset-2"
      >
        Open this borrower's identity check
      </Link>
    </p>
  );
}
