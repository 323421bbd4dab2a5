import { defineMessages } from '@kwacha/shared/i18n/message-descriptor';

/**
 * docs/product.md §1: who may borrow, as the eligibility checklist says it. A file of its own: the landing
 * page shows the list, and its chunk should carry no other page's texts (docs/performance.md).
 */
export const eligibilityMessages = defineMessages('eligibility', {
  citizen: 'You are a Zambian citizen aged 18 or over.',
  nrc: 'You hold a valid National Registration Card (NRC).',
  mobileMoney: 'You have a mobile money account (MTN, Airtel or Zamtel) in your own name.',
});
