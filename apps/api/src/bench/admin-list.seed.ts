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

/** Loans [from, to] of `owner` (SQL), spread over three years, K10 to K49,990, in a realistic status mix. */
const loansSql = (owner: string) => `
insert into loan_applications (user_id, product_id, amount, duration_months, monthly_rate_bp, purpose, status,
  service_fee, amount_received, total_repayable, quote_snapshot, key_facts_text, key_facts_accepted_at,
  disbursement_method, mobile_money_provider, mobile_money_number, application_date, updated_at)
select ${owner}, (${list(PRODUCTS)})[1 + k % 6], amount, 6, 250, 'Benchmark',
       status::loan_status, amount / 20, amount - amount / 20, amount * 106 / 100, '{}'::jsonb, 'Key facts',
       at, 'mobile_money', 'airtel', '+260977000000', at, at
from (
  select k,
         (floor(random() * 4999) + 1)::bigint * 1000 as amount,
         timestamptz '2026-11-21 00:00+02' - random() * interval '1095 days' as at,
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
) as loans`;

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
  await database.executeSql('vacuum analyze users');
  await database.executeSql('vacuum analyze loan_applications');
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
