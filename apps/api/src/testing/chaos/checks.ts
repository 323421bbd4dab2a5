import type { DatabaseHandle } from '@kwacha/db';
import { checkLedgerInvariants } from '../../modules/ledger/ledger-invariants.repository';
import type { SmtpSink } from '../smtp-sink';
import type { LoadLedger } from './journeys';

export interface CheckResult {
  name: string;
  /** What broke the rule (ids, counts); empty when it holds. */
  violations: string[];
  /** What the rule found, for the report (e.g. "312 payments, all final"). */
  note?: string;
}

type Rows = Record<string, unknown>[];

async function rows(database: DatabaseHandle, text: string): Promise<Rows> {
  return (await database.executeSql(text)).rows as Rows;
}

/** Each query answers the rows that break its rule. */
const DUPLICATES: { name: string; query: string }[] = [
  {
    name: 'no loan disbursed twice (transfers in flight or done per loan)',
    query: `select loan_id::text as what from disbursements where status in ('processing', 'successful')
      group by loan_id having count(*) > 1`,
  },
  {
    name: 'no loan disbursed twice (disbursement entries per loan)',
    query: `select loan_id::text as what from journal_entries where kind = 'disbursement' group by loan_id having count(*) > 1`,
  },
  {
    name: 'no transfer id used twice',
    query: `select transaction_id as what from disbursements group by transaction_id having count(*) > 1`,
  },
  {
    name: 'no provider reference of a transfer used twice',
    query: `select provider || ' ' || provider_reference as what from disbursements where provider_reference is not null
      group by provider, provider_reference having count(*) > 1`,
  },
  {
    name: 'no payment applied twice (repayment entries per payment)',
    query: `select payment_id::text as what from journal_entries where payment_id is not null and kind = 'repayment'
      group by payment_id having count(*) > 1`,
  },
  {
    name: 'one payment per idempotency key and borrower',
    query: `select user_id::text || ' ' || idempotency_key as what from payments group by user_id, idempotency_key having count(*) > 1`,
  },
  {
    name: 'no payment reference or provider reference used twice',
    query: `select what from (
        select reference as what from payments group by reference having count(*) > 1
        union all
        select provider || ' ' || provider_reference from payments where provider_reference is not null
        group by provider, provider_reference having count(*) > 1) d`,
  },
  {
    name: 'every repayment entry belongs to a successful payment',
    query: `select e.id::text as what from journal_entries e join payments p on p.id = e.payment_id
      where e.kind = 'repayment' and p.status <> 'successful'`,
  },
];

/** Nothing accepted is left unknown: pending payments, transfers in flight, loans between states, queued mail. */
const NOT_FINAL: { name: string; query: string }[] = [
  {
    // A payment the provider acknowledged has a known outcome to learn. One it never acknowledged (the
    // request was cut on its way) is asked about every minute and expires at PAYMENT_EXPIRY_MS (30 min):
    // still open within that window is allowed, but only while reconciliation keeps asking.
    name: 'payments still pending that the provider acknowledged, or that nobody follows up',
    query: `select reference || ' (' || provider || ', made ' || created_at::text || ')' as what from payments
      where status = 'pending' and (acknowledged_at is not null
        or created_at < now() - interval '32 minutes'
        or coalesce(last_checked_at, created_at) < now() - interval '3 minutes')`,
  },
  {
    name: 'transfers still processing',
    query: `select transaction_id as what from disbursements where status = 'processing'`,
  },
  {
    name: 'loans between a payout and its outcome',
    query: `select id::text || ' ' || status as what from loan_applications where status in ('disbursement_pending', 'disbursed')`,
  },
  {
    // A message claimed by a sender that was killed waits for its lease (5 minutes, docs/architecture.md
    // §10) before another sender takes it: queued under a running lease is in its window, not stuck.
    name: 'e-mails still queued and free to send',
    query: `select id::text || ' ' || template as what from email_messages
      where status = 'queued' and (claimed_until is null or claimed_until < now())`,
  },
  {
    name: 'texts still queued or of unknown outcome',
    query: `select id::text || ' ' || kind || ' ' || status as what from sms_messages
      where status = 'unknown' or (status = 'queued' and (claimed_until is null or claimed_until < now()))`,
  },
];

export async function runChecks(
  database: DatabaseHandle,
  smtp: SmtpSink,
  ledger: LoadLedger,
): Promise<CheckResult[]> {
  const results: CheckResult[] = [];
  const what = (found: Rows) => found.map((r) => String(r.what));
  for (const check of DUPLICATES)
    results.push({ name: check.name, violations: what(await rows(database, check.query)) });

  for (const result of await checkLedgerInvariants(database.db)) {
    results.push({ name: `ledger: ${result.rule}`, violations: result.offenders });
  }

  const [unacknowledged] = await rows(
    database,
    `select count(*)::int as n from payments where status = 'pending' and acknowledged_at is null`,
  );
  results.push({
    name: 'payments the provider never acknowledged: pending, asked about, expiring within 30 minutes',
    violations: [],
    note: `${Number(unacknowledged?.n ?? 0)} such`,
  });
  for (const check of NOT_FINAL) {
    const found = what(await rows(database, check.query));
    results.push({
      name: `final state: no ${check.name}`,
      violations: found.slice(0, 20),
      note: `${found.length} found`,
    });
  }

  // Every payment the API accepted exists (an accepted request is never lost).
  const known = new Set(what(await rows(database, 'select reference as what from payments')));
  results.push({
    name: 'every payment the API accepted is recorded',
    violations: ledger.payments.filter((ref) => !known.has(ref)),
    note: `${ledger.payments.length} accepted`,
  });
  const loans = new Set(what(await rows(database, 'select id::text as what from loan_applications')));
  results.push({
    name: 'every loan application the API accepted is recorded',
    violations: ledger.loans.filter((id) => !loans.has(id)),
    note: `${ledger.loans.length} accepted`,
  });
  results.push({
    name: 'a replayed Idempotency-Key names the first payment',
    violations: ledger.replayMismatches,
  });

  const [leased] = await rows(
    database,
    `select (select count(*) from email_messages where status = 'queued' and claimed_until >= now())::int
      + (select count(*) from sms_messages where status = 'queued' and claimed_until >= now())::int as n`,
  );
  results.push({
    name: 'messages held by a killed sender: sent once its lease runs out (up to 5 minutes)',
    violations: [],
    note: `${Number(leased?.n ?? 0)} such`,
  });
  results.push(await mailChecks(database, smtp));
  const texts = await rows(
    database,
    'select status, count(*)::int as n from sms_messages group by 1 order by 1',
  );
  results.push({
    name: 'texts: none failed',
    violations: texts.filter((t) => t.status === 'failed').map((t) => `${String(t.n)} failed`),
    note: texts.map((t) => `${String(t.n)} ${String(t.status)}`).join(', ') || 'none',
  });
  results.push(await auditCheck(database, ledger));
  return results;
}

/**
 * Every e-mail recorded sent reached the SMTP sink, matched by recipient and subject (the outbox has no
 * header of its own to key on). More deliveries than rows is at-least-once delivery after a worker was
 * killed mid-send (docs/architecture.md §10): reported, not a violation. Fewer is a lost message.
 */
async function mailChecks(database: DatabaseHandle, smtp: SmtpSink): Promise<CheckResult> {
  const sent = await rows(
    database,
    `select to_address, subject, count(*)::int as n from email_messages where status = 'sent' group by 1, 2`,
  );
  const delivered = new Map<string, number>();
  for (const mail of smtp.received) {
    const subject = /^Subject: (.*)$/im.exec(mail.raw)?.[1]?.trim() ?? '';
    for (const to of mail.to) {
      const key = `${to.toLowerCase()} ${subject}`;
      delivered.set(key, (delivered.get(key) ?? 0) + 1);
    }
  }
  const lost: string[] = [];
  let extra = 0;
  let total = 0;
  for (const row of sent) {
    const key = `${String(row.to_address).toLowerCase()} ${String(row.subject)}`;
    const n = Number(row.n);
    total += n;
    const got = delivered.get(key) ?? 0;
    if (got < n) lost.push(`${key}: ${n} sent, ${got} delivered`);
    if (got > n) extra += got - n;
  }
  const [failed] = await rows(
    database,
    `select count(*)::int as n from email_messages where status = 'failed'`,
  );
  return {
    name: 'every e-mail recorded sent was delivered (per recipient and subject)',
    violations: lost.slice(0, 20),
    note: `${total} sent, ${smtp.received.length} delivered, ${extra} delivered again (at least once), ${Number(failed?.n ?? 0)} failed`,
  };
}

/** Every staff action answered 200 left its audit record (at least as many records as successes). */
async function auditCheck(database: DatabaseHandle, ledger: LoadLedger): Promise<CheckResult> {
  const audited = await rows(
    database,
    `select action, loan_id::text as loan_id, count(*)::int as n from audit_events where loan_id is not null group by 1, 2`,
  );
  const have = new Map(audited.map((r) => [`${String(r.action)} ${String(r.loan_id)}`, Number(r.n)]));
  const want = new Map<string, number>();
  for (const a of ledger.staffActions)
    want.set(`${a.action} ${a.loanId}`, (want.get(`${a.action} ${a.loanId}`) ?? 0) + 1);
  const missing = [...want]
    .filter(([key, n]) => (have.get(key) ?? 0) < n)
    .map(([key, n]) => `${key}: ${n} answered 200, ${have.get(key) ?? 0} audited`);
  return {
    name: 'an audit record for every staff action that succeeded',
    violations: missing,
    note: `${ledger.staffActions.length} staff actions`,
  };
}
