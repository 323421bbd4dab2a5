import { describe, expect, it } from 'vitest';
import { productionSources } from '../../testing/source-files';

// docs/architecture.md §2, "Telling the borrower": a flow says what happened (tellBorrower) and the
// notifications module alone writes the bell notice, the e-mail and the text. These checks fail when code
// elsewhere starts telling a borrower something by itself.

const OWNER = 'modules/notifications/';

/**
 * The mail that is not a borrower event, each with why: it goes to an address rather than to the account
 * (an address being proved, the old one after a change), to staff, or through the promotions pipeline.
 */
const MAIL_OUTSIDE_THE_OWNER: Record<string, string> = {
  'modules/auth/registration.service.ts': 'the verification link, to the address being proved',
  'modules/auth/email-verification.service.ts': 'the verification link and the welcome, to that address',
  'modules/auth/password-reset.service.ts': 'the reset link, to whoever asked for it by address',
  'modules/auth/login-guessing-alert.ts': 'a security alert about the account itself',
  'modules/data-rights/corrections.service.ts':
    'the new address to prove, and the old one told of the change',
  'modules/admin-users/admin-user-actions.service.ts': 'staff resend a verification link',
  'modules/admin-users/create-staff-user.service.ts': 'a new staff account’s first sign-in',
  'modules/admin-users/staff-promotion.ts': 'a role change, to the staff member',
  'modules/disbursements/initiate-disbursement.service.ts': 'the disbursement code, to the staff member',
  'modules/contact/contact.service.ts': 'a contact request, to the support mailbox',
  'modules/campaigns/campaign-sending.ts': 'promotions: marketing consent and unsubscribe links',
  'modules/campaigns/campaigns.service.ts': 'a promotion’s test copy, to the staff member',
  'modules/email-management/resend-email.service.ts': 'staff resend a message already written',
};

const sources = productionSources();
const outsideOwner = sources.filter(({ path }) => !path.startsWith(OWNER));
const calling = (pattern: RegExp, files = outsideOwner) =>
  files.filter(({ text }) => pattern.test(text)).map(({ path }) => path);

describe('only the notifications module tells a borrower anything', () => {
  it('writes the bell: no other module writes a notice for one user', () => {
    expect(calling(/\bnotifyUser\(|\.insert\(notifications\)/)).toEqual([]);
  });

  it('queues texts: only the SMS module itself (its outbox and staff resend) writes one otherwise', () => {
    const texting = calling(/\bqueueSms(ToBorrower)?\(|\binsertSms\(|\.insert\(smsMessages\)/);
    expect(texting.filter((path) => !path.startsWith('modules/sms/'))).toEqual([]);
  });

  it('queues e-mails: every other sender is listed here with its reason', () => {
    const mailing = calling(/\bmailer\.queue\(/);
    expect(mailing.sort()).toEqual(Object.keys(MAIL_OUTSIDE_THE_OWNER).sort());
  });

  it('keeps the words of borrower events to itself', () => {
    const wording = calling(/notifications\/(borrower-notices|borrower-events|emails\/)/);
    // The English record of a correction's outcome comes through notifications.public, not from here.
    expect(wording).toEqual([]);
  });

  it('is what the flows call: each borrower event is told through tellBorrower', () => {
    const telling = calling(/\btellBorrower\(/).sort();
    expect(telling).toEqual(
      [
        'modules/collections/contacts.service.ts',
        'modules/collections/promise-check.ts',
        'modules/collections/restructures.service.ts',
        'modules/collections/waivers.service.ts',
        'modules/complaints/complaints.service.ts',
        'modules/complaints/staff-complaints.service.ts',
        'modules/credit-disputes/listing-notices.service.ts',
        'modules/data-rights/staff-decisions.service.ts',
        'modules/disbursements/cancel-loan.service.ts',
        'modules/disbursements/change-destination.service.ts',
        'modules/disbursements/transfer-outcome.ts',
        'modules/disbursements/unlisted-bank.ts',
        'modules/kyc/staff-kyc.service.ts',
        'modules/loan-applications/apply.service.ts',
        'modules/loan-decisions/decision-notices.ts',
        'modules/payments/collection-outcome.ts',
        'modules/payments/repayment-booking.ts',
        'modules/servicing/servicing.service.ts',
      ].sort(),
    );
  });
});
