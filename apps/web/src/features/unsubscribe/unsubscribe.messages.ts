import { MARKETING_CONSENT_MESSAGES } from '@kwacha/shared/consent/marketing-wordings';
import { defineMessages } from '@kwacha/shared/i18n/message-descriptor';

/** /unsubscribe?token=… (docs/product.md §2, §14.6). */
export const unsubscribeMessages = defineMessages('unsubscribe', {
  title: 'Stop news and offers',
  loadFailed: 'Failed to load this link. Please try again.',
  stopFailed: 'We could not stop news and offers. Please try again.',
  stoppedHeading: 'News and offers stopped',
  withdrawn: MARKETING_CONSENT_MESSAGES.withdrawn,
  notSubscribedHeading: 'No news and offers',
  // {email}: the address, masked by the server ('m•••@example.zm').
  notSubscribedEmail: '{email} does not receive news and offers from Kwacha Loans.',
  notSubscribedNoEmail: 'This address does not receive news and offers from Kwacha Loans.',
  confirmHeading: 'Stop news and offers?',
  confirmEmail:
    'We will stop sending news and offers from Kwacha Loans to {email}. E-mails about your account and loans will still come.',
  confirmNoEmail:
    'We will stop sending news and offers from Kwacha Loans to this address. E-mails about your account and loans will still come.',
  stopping: 'Stopping...',
  stop: 'Stop news and offers',
  loading: 'Loading…',
  invalidHeading: 'Link not valid',
  invalidLink: MARKETING_CONSENT_MESSAGES.invalidLink,
  // "Log in to choose on your profile.": the link, a space, then this text.
  logIn: 'Log in',
  toChoose: 'to choose on your profile.',
  // "Changed your mind? You can turn them on again from your profile.": this text, a space, the link, '.'.
  changedMind: 'Changed your mind? You can turn them on again from',
  yourProfile: 'your profile',
});
