// What other modules may read and write of the settings module's tables. They import it from here,
// never from its repository (docs/architecture.md §2): a name added here widens the module's surface.
// `businessToday` is the day every daily job runs on (docs/product.md §14.5.1): read it, not the clock;
// `createBusinessClock` the same day as a synchronous clock for loan views, quotes and bookings.
export { type BusinessClock, createBusinessClock } from './business-clock';
export { type BusinessDateDeps, businessToday, type DailyBusinessJob } from './business-date.service';
export { storedSettingOf } from './settings.repository';
// The fair-collection rules and the delinquency buckets the collections desk works under (docs/product.md §23).
// The buckets with their loan-loss provision rates, for the month-end provisions (docs/decisions/050).
// The notice days before a first negative credit bureau listing (docs/product.md §25.4).
export {
  readCollectionRules,
  readCreditListingNoticeRules,
  readDelinquencyBuckets,
  readProvisionRules,
} from './settings.service';
