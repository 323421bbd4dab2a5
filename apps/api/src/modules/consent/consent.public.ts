// What other modules may read and write of the consent module's tables. They import it from here,
// never from its repository (docs/architecture.md §2): a name added here widens the module's surface.

export { clearConsentOriginsOf, findLoanConsent } from './consent.repository';
export { type ConsentOrigin, type LoanConsent, recordLoanConsent } from './consent.service';
export { consentOrigin } from './consent-origin';
