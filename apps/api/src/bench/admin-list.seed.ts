import type { DatabaseHandle } from '@kwacha/db';

/**
 * Seeds the staff-list benchmark with generate_series: one applicant per three loans (applicant n owns
 * loans 3n-2, 3n-1 and 3n), so the data can grow from one size to the next without rewriting what is
 * there. Only a borrower's third loan may be open (pending or in review), as the one-open-application
 * index demands. Names repeat the way real ones do (40 first names × 40 surnames).
 */
const FIRST_NAMES = (
  'Mwila Chileshe Bwalya Mutale Chanda Mulenga Musonda Kabwe Mumba Chilufya Natasha Precious Joseph Mary ' +
  'John Grace Peter Ruth Emmanuel Esther Lweendo Mapalo Thandiwe Kondwani Chipo Taonga Luyando Chisomo ' +
  'Mwansa Nchimunya Lubinda Inonge Mubita Namakau Sepo Kalaba Zyambo Choolwe Mweemba Hakainde'
).split(' ');
const LAST_NAMES = (
  'Banda Phiri Mwale Tembo Zulu Daka Mbewe Lungu Ngoma Sakala Mulenga Bwalya Chanda Mumba Mutale Kunda ' +
  'Musonda Chisenga Kasonde Mwansa Hamududu Mweemba Hichilema Moonga Siame Simwanza Nyirenda Chirwa Kaunda ' +
  'Mwanza Lubasi Mubita Likando Sitali Nalumango Kapembwa Chilufya Kalaba Mutati Lishomwa'
).split(' ');
const PRODUCTS = ['personal', 'home-improvement', 'vehicle', 'education', 'medical', 'business'];

const list = (values: string[]) => `array[${values.map((v) => `'${v}'`).join(', ')}]`;

/** Applicants [from, to]: deterministic ids (md5 of the number), unique e-mail, phone and NRC. */
const USERS_SQL = `
insert into users (id, username, email, password_hash, first_name, last_name, phone_number, nrc_number,
                   date_of_birth, is_email_verified)
select md5('bench-user-' || n)::uuid, 'bench' || n,
       lower(f) || '.' || lower(l) || '.' || n || '@example.zm', 'bench-not-a-password-hash', f, l,
       '+260' || (array['96','97','95','76','77','56','57','55','75'])[1 + n % 9] || lpad(n::text, 7, '0'),
       lpad(n::text, 6, '0') || '/' || lpad((10 + n % 90)::text, 2, '0') || '/1',
       date '1990-01-01', true
from generate_series($1::int, $2::int) as n,
     lateral (select (${list(FIRST_NAMES)})[1 + n % 40] as f,
                     (${list(LAST_NAMES)})[1 + (n / 40) % 40] as l) as names`;

/** The day the seeded data ends on (and "today" for the arrears cases). */
export const BENCH_TODAY = '2026-11-21';

/**
 * Loans [from, to] of `owner` (SQL), spread over three years, K10 to K49,990, in a realistic status mix,
 * with what the loans module keeps beside them (docs/architecture.md §6): decision stamps, the schedule
 * of every disbursed loan, its position (paid instalments, what is owed and since when) and one settled
 * repayment per paid instalment. One statement, so each chunk's loans and their rows go in together.
 */
const loansSql = (owner: string) => `
with loans as (
  insert into loan_applications (user_id, product_id, amount, duration_months, monthly_rate_bp, purpose, status,
    service_fee, amount_received, total_repayable, quote_snapshot, key_facts_text, key_facts_accepted_at,
    disbursement_method, mobile_money_provider, mobile_money_number, application_date, updated_at,
    decided_at, decision, decided_by_rules, disbursement_date)
  select ${owner}, (${list(PRODUCTS)})[1 + k % 6], amount, 6, 250, 'Benchmark',
         status::loan_status, amount / 20, amount - amount / 20, amount * 106 / 100, '{}'::jsonb, 'Key facts',
         at, 'mobile_money', 'airtel', '+260977000000', at, at,
         case when decided then decided_at end,
         case when not decided then null when status = 'rejected' then 'rejected' else 'approved' end::loan_decision,
         case when decided then status <> 'rejected' and y < 0.4 end,
         case when status in ('disbursed', 'active', 'overdue', 'paid') then decided_at + y * interval '1 day' end
  from (
    select k, amount, at, status, y, status not in ('pending', 'in_review') as decided,
           at + y * interval '2 days' as decided_at
    from (
      select k, random() as y,
             (floor(random() * 4999) + 1)::bigint * 1000 as amount,
             timestamptz '${BENCH_TODAY} 00:00+02' - random() * interval '1095 days' as at,
             case
               when k % 3 = 0 and x < 0.08 then 'pending'
               when k % 3 = 0 and x < 0.11 then 'in_review'
               when x < 0.45 then 'paid'
               when x < 0.70 then 'active'
               when x < 0.85 then 'rejected'
               when x < 0.92 then 'overdue'
               when x < 0.96 then 'approved'
               when x < 0.98 then 'disbursed'
               else 'disbursement_failed'
             end as status
      from (select k, random() as x from generate_series($1::int, $2::int) as k) as g
    ) as drawn
  ) as stamped
  returning id, user_id, product_id, status, amount, disbursement_date
),
schedule as (
  select l.id, l.user_id, l.product_id, l.status, l.amount, n,
         ((l.disbursement_date at time zone 'Africa/Lusaka')::date + make_interval(months => n))::date as due
  from loans l, generate_series(1, 6) as n
  where l.disbursement_date is not null
),
instalments as (
  insert into loan_instalments (loan_id, number, product_id, due_date, amount)
  select id, n, product_id, due, amount * 106 / 600 from schedule
),
progress as (
  select id, product_id, amount,
         case status
           when 'paid' then 6
           when 'active' then least(fallen_due, 5)
           when 'overdue' then greatest(fallen_due - 1 - floor(random() * 3)::int, 0)
           else 0
         end as paid
  from (
    select id, product_id, status, amount, count(*) filter (where due < date '${BENCH_TODAY}')::int as fallen_due
    from schedule group by id, product_id, status, amount
  ) as fallen
),
positions as (
  insert into loan_positions (loan_id, product_id, principal, interest, fees, penalties, oldest_unpaid_due_date,
                              loan_amount, updated_at)
  select p.id, p.product_id, (6 - p.paid) * p.amount / 6, (6 - p.paid) * p.amount / 100, 0, 0, s.due, p.amount,
         now()
  from progress p left join schedule s on s.id = p.id and s.n = p.paid + 1
),
repayments as (
  insert into payments (loan_id, user_id, idempotency_key, reference, amount, operator, phone_number, provider,
                        status, settled_at, created_at, updated_at)
  select s.id, s.user_id, 'bench-' || s.id || '-' || s.n, 'BENCH-' || s.id || '-' || s.n, s.amount * 106 / 600,
         'airtel', '+260977000000', 'simulator', 'successful', paid_at, paid_at, paid_at
  from schedule s join progress p on p.id = s.id and s.n <= p.paid,
       lateral (select (s.due - 1 + time '10:00') at time zone 'Africa/Lusaka' as paid_at) as t
)
select count(*) from loans`;

const CHUNK = 100_000;

/** Grows the data from `fromLoans` to `toLoans` loans (and their applicants), in chunks. */
export async function growTo(database: DatabaseHandle, fromLoans: number, toLoans: number): Promise<void> {
  const usersBefore = Math.ceil(fromLoans / 3);
  const usersAfter = Math.ceil(toLoans / 3);
  for (let start = usersBefore + 1; start <= usersAfter; start += CHUNK) {
    await database.executeSql(USERS_SQL, [start, Math.min(usersAfter, start + CHUNK - 1)]);
  }
  for (let start = fromLoans + 1; start <= toLoans; start += CHUNK) {
    await database.executeSql(loansSql(`md5('bench-user-' || ((k + 2) / 3))::uuid`), [
      start,
      Math.min(toLoans, start + CHUNK - 1),
    ]);
    process.stdout.write(`  ${Math.min(toLoans, start + CHUNK - 1).toLocaleString('en')} loans\r`);
  }
  process.stdout.write('\n');
  // What autovacuum would do soon after such a load; the planner needs the statistics.
  for (const table of ['users', 'loan_applications', 'loan_instalments', 'loan_positions', 'payments']) {
    await database.executeSql(`vacuum analyze ${table}`);
  }
}

/** Two applicants with a surname no generated one has, three loans each: the "search by name" target. */
export async function addNeedles(database: DatabaseHandle): Promise<void> {
  await database.executeSql(`
    insert into users (id, username, email, password_hash, first_name, last_name, phone_number, nrc_number,
                       is_email_verified)
    values (md5('needle-1')::uuid, 'needle1', 'needle1@example.zm', 'x', 'Natasha', 'Kapambwe-Sichone',
            '+260961999991', '999991/11/1', true),
           (md5('needle-2')::uuid, 'needle2', 'needle2@example.zm', 'x', 'Natasha', 'Kapambwe',
            '+260961999992', '999992/11/1', true)`);
  for (const user of ['needle-1', 'needle-2']) {
    await database.executeSql(loansSql(`md5('${user}')::uuid`), [1, 3]);
  }
}
