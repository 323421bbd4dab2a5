import { formatMessage, type MessageValues } from '../format-message';
import type { Language } from '../languages';
import type { Catalogue, MessageDescriptor } from '../message-descriptor';
import bemEmailAuth from './bem/email-auth.json';
import bemEmailCampaign from './bem/email-campaign.json';
import bemEmailCollections from './bem/email-collections.json';
import bemEmailComplaints from './bem/email-complaints.json';
import bemEmailDataRights from './bem/email-data-rights.json';
import bemEmailDisbursement from './bem/email-disbursement.json';
import bemEmailKyc from './bem/email-kyc.json';
import bemEmailLayout from './bem/email-layout.json';
import bemEmailLoanDecision from './bem/email-loan-decision.json';
import bemEmailPayments from './bem/email-payments.json';
import bemEmailReminders from './bem/email-reminders.json';
import bemNotices from './bem/notices.json';
import bemSite from './bem/site.json';
import bemSms from './bem/sms.json';
import bemSmsCollections from './bem/sms-collections.json';
import bemUssd from './bem/ussd.json';
import nyEmailAuth from './ny/email-auth.json';
import nyEmailCampaign from './ny/email-campaign.json';
import nyEmailCollections from './ny/email-collections.json';
import nyEmailComplaints from './ny/email-complaints.json';
import nyEmailDataRights from './ny/email-data-rights.json';
import nyEmailDisbursement from './ny/email-disbursement.json';
import nyEmailKyc from './ny/email-kyc.json';
import nyEmailLayout from './ny/email-layout.json';
import nyEmailLoanDecision from './ny/email-loan-decision.json';
import nyEmailPayments from './ny/email-payments.json';
import nyEmailReminders from './ny/email-reminders.json';
import nyNotices from './ny/notices.json';
import nySite from './ny/site.json';
import nySms from './ny/sms.json';
import nySmsCollections from './ny/sms-collections.json';
import nyUssd from './ny/ussd.json';

/**
 * The server's catalogues (texts, e-mails and notifications to a borrower, docs/product.md §22): the
 * same descriptors, ICU and fallback to English as the web app's. One JSON file per scope and language
 * (`bem/email-auth.json` holds the `emailAuth.*` ids, beside `email-auth.messages.ts`), joined here;
 * small, so all are simply imported (the server has no bundler's glob). server-catalogues.test.ts fails
 * on a file on disk that is not joined here.
 */
export const SERVER_CATALOGUES: Readonly<Record<Exclude<Language, 'en'>, Catalogue>> = {
  bem: {
    ...bemSms,
    ...bemSite,
    ...bemEmailLayout,
    ...bemEmailAuth,
    ...bemEmailLoanDecision,
    ...bemEmailDisbursement,
    ...bemEmailPayments,
    ...bemEmailReminders,
    ...bemEmailComplaints,
    ...bemEmailKyc,
    ...bemEmailDataRights,
    ...bemEmailCampaign,
    ...bemNotices,
    ...bemSmsCollections,
    ...bemUssd,
    ...bemEmailCollections,
  },
  ny: {
    ...nySms,
    ...nySite,
    ...nyEmailLayout,
    ...nyEmailAuth,
    ...nyEmailLoanDecision,
    ...nyEmailDisbursement,
    ...nyEmailPayments,
    ...nyEmailReminders,
    ...nyEmailComplaints,
    ...nyEmailKyc,
    ...nyEmailDataRights,
    ...nyEmailCampaign,
    ...nyNotices,
    ...nySmsCollections,
    ...nyUssd,
    ...nyEmailCollections,
  },
};

/** The descriptor in the person's language (English without one, or when it is not translated). */
export function translate(
  language: Language | null | undefined,
  descriptor: MessageDescriptor,
  values?: MessageValues,
): string {
  const chosen = language ?? 'en';
  return formatMessage(chosen, chosen === 'en' ? undefined : SERVER_CATALOGUES[chosen], descriptor, values);
}
