// What other modules may use of the credit-checks module (docs/architecture.md §5). They import it from
// here, never from its repository: a name added here widens the module's surface.
export {
  type CheckedPerson,
  requireConsentIfMandatory,
  runApplicationCheck,
} from './credit-check.service';
export { findCheckOfLoan } from './credit-checks.repository';
export { reportOfLoanForExport } from './credit-report-view.service';
