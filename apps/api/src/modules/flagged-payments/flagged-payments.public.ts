// What other modules may read and write of the flagged-payments module. They import it from here,
// never from its repository (docs/architecture.md §2): a name added here widens the module's surface.
export { raisePaymentFlag } from './raise-flag.repository';
