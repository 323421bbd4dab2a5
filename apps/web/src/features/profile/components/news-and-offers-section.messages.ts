import { CONSENT_SOURCE_LABELS } from '@kwacha/shared/consent/marketing-wordings';
import { defineMessages } from '@kwacha/shared/i18n/message-descriptor';

/**
 * "News and offers" on the profile (docs/product.md §2.8). The consent sentence itself is not here: each
 * language's wording is a recorded version of its own (CURRENT_MARKETING_WORDINGS, shared/consent).
 */
export const newsAndOffersMessages = defineMessages('profile.newsAndOffers', {
  heading: 'News and offers',
  loadFailed: 'Failed to load your choice for news and offers. Please try again.',
  changeFailed: 'Your choice could not be saved. Please try again.',
  loading: 'Loading your choice for news and offers…',
  stopTitle: 'Stop news and offers?',
  stopMessage: 'We will stop sending you news and offers by e-mail. You can turn them on again at any time.',
  stopConfirm: 'Stop news and offers',
  stopCancel: 'Keep them',
  startTitle: 'Receive news and offers?',
  startConfirm: 'Yes, send them',
  startCancel: 'Not now',
  switchLabel: 'News and offers by e-mail',
  onSince: 'You receive news and offers by e-mail. You agreed on {date}.',
  on: 'You receive news and offers by e-mail.',
  offSince: 'You do not receive news and offers. You stopped them on {date}.',
  off: 'You do not receive news and offers.',
  earlierChoices: 'Your earlier choices',
  agreed: 'Agreed',
  stopped: 'Stopped',
  historyWhen: 'on {date} · {source}',
});

/** Where an earlier choice was made, keyed by its source, in the shared labels' English. */
export const consentSourceMessages = defineMessages('profile.newsAndOffers.source', CONSENT_SOURCE_LABELS);
