import { defineMessages } from '../message-descriptor';

/**
 * The fixed footer of a promotion (apps/api/src/modules/campaigns/campaign-email.ts); the campaign's own
 * subject and content are staff's and go out as written. `unsubscribe` is the link, labelled `unsubscribe`.
 */
export const emailCampaignMessages = defineMessages('emailCampaign', {
  footer:
    'You receive this e-mail because you agreed to hear about news and offers from Kwacha Loans. Kwacha Loans · Lusaka, Zambia.',
  unsubscribe: 'Unsubscribe',
  unsubscribeAnyTime: '{unsubscribe} from these e-mails at any time, with one click.',
});
