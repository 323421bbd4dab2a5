import { isStaffRole } from '@kwacha/shared/auth/roles';
import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { useSession } from '../lib/session/session-context';

// Its own chunk, as on /admin-dashboard: borrowers never download the staff layout.
const StaffLayout = lazy(() => import('./staff-layout').then((m) => ({ default: m.StaffLayout })));

/**
 * /loan-details/{id} is shared by borrowers and staff, so it takes the navigation of whoever opens it
 * (docs/product.md §2.9): staff get the staff layout (side navigation, bell, LOG OUT), borrowers keep the
 * site's navigation bar, which the root layout shows for them. Without either a phone had only Back.
 */
export function LoanDetailsLayout() {
  const { user } = useSession();
  if (user && isStaffRole(user.role)) {
    return (
      <Suspense
        fallback={
          <p role="status" className="p-8 text-center text-slate-700">
            Loading…
          </p>
        }
      >
        <StaffLayout />
      </Suspense>
    );
  }
  return <Outlet />;
}
