// What other modules may read and write of the loan-products module's tables. They import it from here,
// never from its repository (docs/architecture.md §2): a name added here widens the module's surface.
export { findProductById } from './loan-products.repository';
