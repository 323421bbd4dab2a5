import { lazy } from 'react';
import { LoanDetailsPage } from '../features/loan-details/loan-details-page';

// Its own chunk: borrowers, on slow phones, never download the staff tools.
const AdminLoanDetails = lazy(() =>
  import('../features/admin/loan-details/admin-loan-details').then((m) => ({ default: m.AdminLoanDetails })),
);

/** /loan-details/{id}: one page for borrowers and staff; the staff view is another feature, plugged in here. */
export function LoanDetailsRoute() {
  return <LoanDetailsPage StaffLoanDetails={AdminLoanDetails} />;
}
