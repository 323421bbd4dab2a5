// What other modules may read and write of the notifications module's tables, and how they tell a borrower
// anything. They import it from here, never from its repository (docs/architecture.md §2): a name added here
// widens the module's surface.
export type { BorrowerEvent } from './borrower-events';
/** The English outcome a correction request keeps as its record; the borrower is told in their language. */
export { type CorrectionOutcome, correctionOutcomeText } from './emails/data-rights.emails';
export type { ReminderKind } from './emails/reminder.emails';
export { deleteNotificationsOf, notifyStaff } from './notifications.repository';
export { type TellDeps, type Told, tellBorrower } from './tell-borrower';
