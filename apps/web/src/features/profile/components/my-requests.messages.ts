import { DATA_RIGHTS_KIND_LABELS, DATA_RIGHTS_STATUS_LABELS } from '@kwacha/shared/data-rights/data-rights';
import { defineMessages } from '@kwacha/shared/i18n/message-descriptor';

/** The borrower's data requests (docs/product.md §18); each outcome is written by staff and stays as written. */
export const myRequestsMessages = defineMessages('profile.myRequests', {
  failed: 'Failed to load your requests. Please try again.',
  none: 'You have not made any data requests yet.',
  show: 'Show my data requests',
  hide: 'Hide my data requests',
  loading: 'Loading your requests…',
  listLabel: 'My data requests',
});

export const requestKindMessages = defineMessages('profile.myRequests.kind', DATA_RIGHTS_KIND_LABELS);
export const requestStatusMessages = defineMessages('profile.myRequests.status', DATA_RIGHTS_STATUS_LABELS);
