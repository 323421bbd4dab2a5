import type { DatabaseHandle } from '@kwacha/db';
import { seedLedger } from './trial-balance.seed';

/**
 * The bureau file's book (docs/decisions/053): the trial balance's seeded loans and ledger
 * (trial-balance.seed.ts: 1 million loans over three years, about 30 lines each), and the bureau consent
 * each application paid out carries (consent_events, purpose credit_bureau) but one in ten, so the file
 * counts the loans it must leave out; the notice before listing sent to the loans that fell behind;
 * loan_positions made to agree with the ledger. Answers the number of
 * journal lines.
 */
export async function seedBureauBook(database: DatabaseHandle, loans: number): Promise<number> {
  const lines = await seedLedger(database, loans);
  await database.executeSql(`
    insert into consent_events (user_id, purpose, granted, wording_version, source, loan_id, created_at)
    select user_id, 'credit_bureau', true, 'credit-bureau-2026-12', 'application', id, application_date
    from loan_applications
    where disbursement_date is not null and ('x' || substr(md5(id::text), 1, 2))::bit(8)::int % 10 <> 0`);
  // The loans module keeps loan_positions equal to the ledger (the ledger invariants check it); the seed
  // SQL rounds the two differently, which the file's check would reject as a balance mismatch.
  await database.executeSql(`
    update loan_positions p set principal = s.principal, interest = s.interest
    from (
      select loan_id,
        coalesce(sum(debit - credit) filter (where account = 'loan_principal'), 0) as principal,
        coalesce(sum(debit - credit) filter (where account = 'loan_interest'), 0) as interest
      from journal_lines where account in ('loan_principal', 'loan_interest') group by loan_id
    ) s
    where s.loan_id = p.loan_id and (p.principal <> s.principal or p.interest <> s.interest)`);
  // The notice before a first listing, sent to every loan that ever fell behind, long run out.
  await database.executeSql(`
    insert into credit_listing_notices (loan_id, user_id, sent_at, sent_on, listable_on, amount_due, language)
    select l.id, l.user_id, p.oldest_unpaid_due_date + 1, p.oldest_unpaid_due_date + 1,
      p.oldest_unpaid_due_date + 21, 100, 'en'
    from loan_applications l join loan_positions p on p.loan_id = l.id
    where p.oldest_unpaid_due_date < date '2026-10-01'`);
  await database.executeSql('analyze consent_events');
  await database.executeSql('vacuum analyze loan_positions');
  return lines;
}
