import type { ContactEntry, ContactRequest } from '@kwacha/shared/staff/collections';
import type { AppContext } from '../../context';
import { recordAudit } from '../audit/audit.public';
import { tellBorrower } from '../notifications/notifications.public';
import { readCollectionRules } from '../settings/settings.public';
import { findCaseLoan } from './collection-cases.repository';
import { contactEntry } from './collection-cases.service';
import { contactDay, contactRefusalAt } from './collection-rules';
import {
  CollectionLoanNotFoundError,
  LoanNotOverdueError,
  NoOpenPromiseError,
  NoTextablePhoneError,
} from './collections.errors';
import { countContactsOn, insertContact, lockBorrowerContacts, saveLastContact } from './contacts.repository';

type Deps = Pick<AppContext, 'db' | 'now' | 'mailer'> & { config: { appUrl: string } };
type Staff = { id: string; firstName: string | null; lastName: string | null; username: string };

/**
 * Records a contact with the borrower of a loan past due (docs/product.md §23.3), under the
 * fair-collection rules checked here on the server with the real Lusaka clock: the hours, Sundays, and
 * the most contacts a day per borrower, counted with the borrower's contacts locked so two collectors at
 * once cannot pass the limit together. An SMS or e-mail sends the chosen template in the borrower's
 * language through tellBorrower, in the same transaction; the note is for staff and never sent. Audited.
 */
export async function logContact(
  deps: Deps,
  staff: Staff,
  loanId: string,
  request: ContactRequest,
): Promise<ContactEntry> {
  return deps.db.transaction(async (tx) => {
    const loan = await findCaseLoan(tx, loanId);
    if (!loan) throw new CollectionLoanNotFoundError();
    if ((loan.daysPastDue ?? 0) <= 0 || loan.overdueAmount === null) throw new LoanNotOverdueError();
    const now = deps.now();
    const day = contactDay(now);
    const rules = await readCollectionRules(tx);
    await lockBorrowerContacts(tx, loan.borrowerId);
    const refusal = contactRefusalAt(rules, now, await countContactsOn(tx, loan.borrowerId, day));
    if (refusal) throw refusal;

    const template = request.template ?? null;
    if (template && (request.channel === 'sms' || request.channel === 'email')) {
      const promise =
        loan.promiseStatus === 'open' && loan.promiseAmount !== null && loan.promiseDate
          ? { amount: loan.promiseAmount, date: loan.promiseDate }
          : null;
      if (template === 'promise_reminder' && !promise) throw new NoOpenPromiseError();
      const told = await tellBorrower(
        tx,
        { mailer: deps.mailer, appUrl: deps.config.appUrl, now },
        loan.borrowerId,
        {
          kind: 'collection_message',
          channel: request.channel,
          template,
          loanId,
          amountOverdue: loan.overdueAmount,
          promise,
        },
      );
      if (request.channel === 'sms' && !told.smsId) throw new NoTextablePhoneError();
    }

    const contact = await insertContact(tx, {
      loanId,
      borrowerId: loan.borrowerId,
      staffUserId: staff.id,
      channel: request.channel,
      outcome: request.outcome ?? null,
      template,
      note: request.note || null,
      contactedAt: now,
      contactedOn: day,
    });
    await saveLastContact(tx, contact);
    await recordAudit(tx, {
      actorId: staff.id,
      action: 'collections.contact_logged',
      loanId,
      entityType: 'collection_contact',
      entityId: contact.id,
      // The note stays out of the audit record's summary: it is in the contact itself, for staff.
      after: { channel: contact.channel, outcome: contact.outcome, template: contact.template },
    });
    return contactEntry(contact, staff);
  });
}
