import type { CollectionContact, Executor, PromiseToPay } from '@kwacha/db';
import { ngweeToKwacha } from '@kwacha/shared/money/money';
import type {
  CollectionAssignRequest,
  CollectionCase,
  ContactEntry,
  PromiseEntry,
} from '@kwacha/shared/staff/collections';
import type { AppContext } from '../../context';
import { recordAudit } from '../audit/audit.public';
import { readCollectionRules } from '../settings/settings.public';
import { displayName } from '../users/display-name';
import {
  contactsOfLoan,
  findCaseLoan,
  findLoansForAssignment,
  promisesOfLoan,
  saveAssignment,
} from './collection-cases.repository';
import { findActiveCollector } from './collection-queue.repository';
import { contactDay, contactRefusalAt } from './collection-rules';
import { CollectionLoanNotFoundError, LoanNotOverdueError, NotStaffError } from './collections.errors';
import { countContactsOn } from './contacts.repository';

type Person = { firstName: string | null; lastName: string | null; username: string };

export const contactEntry = (contact: CollectionContact, staff: Person): ContactEntry => ({
  id: contact.id,
  at: contact.contactedAt.toISOString(),
  channel: contact.channel,
  outcome: contact.outcome,
  template: contact.template,
  note: contact.note,
  by: displayName(staff),
});

const promiseEntry = (promise: PromiseToPay, maker: Person): PromiseEntry => ({
  id: promise.id,
  amount: ngweeToKwacha(promise.amount),
  date: promise.promisedFor,
  status: promise.status,
  paid: ngweeToKwacha(promise.paid),
  madeBy: promise.madeBy,
  by: displayName(maker),
  at: promise.createdAt.toISOString(),
});

/**
 * One loan's case (docs/product.md §23.3): who works it, every contact and promise newest first, and why
 * a contact would be refused at this moment (the loan is not past due, or a fair-collection rule).
 */
export async function collectionCase(
  deps: { db: Executor; now: () => Date },
  loanId: string,
): Promise<CollectionCase> {
  const loan = await findCaseLoan(deps.db, loanId);
  if (!loan) throw new CollectionLoanNotFoundError();
  const now = deps.now();
  const [contacts, promises, rules, contactsToday] = await Promise.all([
    contactsOfLoan(deps.db, loanId),
    promisesOfLoan(deps.db, loanId),
    readCollectionRules(deps.db),
    countContactsOn(deps.db, loan.borrowerId, contactDay(now)),
  ]);
  const refusal =
    (loan.daysPastDue ?? 0) > 0 ? contactRefusalAt(rules, now, contactsToday) : new LoanNotOverdueError();
  return {
    loanId,
    collector:
      loan.collectorId && loan.collector?.username
        ? {
            id: loan.collectorId,
            name: displayName({ ...loan.collector, username: loan.collector.username }),
          }
        : null,
    contacts: contacts.map((row) => contactEntry(row.contact, row.staff)),
    promises: promises.map((row) => promiseEntry(row.promise, row.maker)),
    contactRefusal: refusal?.message ?? null,
  };
}

/**
 * Gives loans past due to a collector, or takes them off whoever worked them (null), audited per loan
 * with who worked it before (docs/product.md §23.2). All or nothing: one unknown or current loan refuses
 * the lot, so the desk never half-assigns a selection.
 */
export async function assignCollector(
  ctx: Pick<AppContext, 'db' | 'now'>,
  actorId: string,
  request: CollectionAssignRequest,
): Promise<{ assigned: number }> {
  const loanIds = [...new Set(request.loanIds)];
  return ctx.db.transaction(async (tx) => {
    if (request.staffUserId !== null && !(await findActiveCollector(tx, request.staffUserId))) {
      throw new NotStaffError();
    }
    const loans = await findLoansForAssignment(tx, loanIds);
    if (loans.length !== loanIds.length) throw new CollectionLoanNotFoundError();
    if (loans.some((loan) => (loan.daysPastDue ?? 0) <= 0)) throw new LoanNotOverdueError();
    const now = ctx.now();
    for (const loan of loans) {
      await saveAssignment(tx, loan.loanId, request.staffUserId, now);
      await recordAudit(tx, {
        actorId,
        action: 'collections.assigned',
        loanId: loan.loanId,
        entityType: 'loan',
        entityId: loan.loanId,
        before: { collectorId: loan.collectorId ?? null },
        after: { collectorId: request.staffUserId },
      });
    }
    return { assigned: loans.length };
  });
}
