import { defineMessages } from '@kwacha/shared/i18n/message-descriptor';

/** The repayment schedule on loan details (docs/product.md §4.9). */
export const scheduleMessages = defineMessages('schedule', {
  heading: 'Repayment Schedule',
  empty: 'No schedule yet.',
  number: 'No.',
  dueDate: 'Due Date',
  instalment: 'Instalment',
  principal: 'Principal',
  interest: 'Interest',
  balance: 'Balance',
  status: 'Status',
  paid: 'Paid',
  partPaid: 'Part paid',
  due: 'Due today',
  // The count is printed as given ('1000 days', never '1,000 days'), as the English always was.
  overdue: 'Overdue ({days, plural, one {{days} day} other {{days} days}})',
  upcoming: 'Upcoming',
  // Nothing owed: the loan was paid off early and this much of the instalment's interest was let off.
  closedEarly: 'Closed early: {amount} interest waived',
  restructured: 'Moved into the new plan',
});
