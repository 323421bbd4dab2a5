// What other modules may read and write of the admin-loans module's tables. They import it from here,
// never from its repository (docs/architecture.md §2): a name added here widens the module's surface.
export { loadStatusCounts, loanPageQueries, pageValues } from './admin-loans.repository';
