import {
  type Executor,
  loanApplications,
  loanPositions,
  loanProducts,
  loanStatusCounts,
  preparedOn,
  users,
} from '@kwacha/db';
import type { LoanStatus } from '@kwacha/shared/loans/loan-view';
import { ADMIN_LOAN_PAGE_SIZE, type AdminLoanSort } from '@kwacha/shared/staff/admin-loans';
import { and, asc, desc, eq, or, type Placeholder, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { isAmountSort, type LoanCursor } from './admin-loan-cursor';
import {
  type LoanFilterCriteria,
  loanFilters,
  loanFilterValues,
  needsPositions,
} from './admin-loan-filters.repository';
import { likePrefix, type SearchPlan } from './admin-loan-search';

export interface LoanPageCriteria extends LoanFilterCriteria {
  search?: SearchPlan;
  sort: AdminLoanSort;
  after?: LoanCursor;
  limit: number;
}

const l = loanApplications;

const rowFields = {
  id: l.id,
  amount: l.amount,
  durationMonths: l.durationMonths,
  status: l.status,
  applicationDate: l.applicationDate,
  // The exact sort key for the cursor: a Date would lose the microseconds PostgreSQL keeps.
  dateKey: sql<string>`to_char(${l.applicationDate} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
  firstName: users.firstName,
  lastName: users.lastName,
  username: users.username,
  email: users.email,
  phoneNumber: users.phoneNumber,
  productName: loanProducts.name,
};

export interface LoanPageRow {
  id: string;
  amount: number;
  durationMonths: number;
  status: LoanStatus;
  applicationDate: Date;
  dateKey: string;
  firstName: string | null;
  lastName: string | null;
  username: string;
  email: string;
  phoneNumber: string | null;
  productName: string;
}

/**
 * One page of the staff loan list in keyset order (never OFFSET): each query walks an index from the
 * cursor and stops after `limit` rows. A search that can mean a person and a loan id at once runs as
 * one query per meaning, each with its own index and limit, merged here; one OR across both tables
 * would leave PostgreSQL no index to use.
 *
 * The list is the one hot read whose SQL varies with the request, so it is prepared once per shape
 * (docs/performance.md §7): the criteria present, the sort and the search's meanings fix the text, and
 * every value is a placeholder. Building the query with drizzle on each request was a large share of the
 * route's CPU under load (`npm run bench:routes`, "admin list").
 */
export async function findLoanPage(db: Executor, c: LoanPageCriteria): Promise<LoanPageRow[]> {
  const values = pageValues(c);
  const name = statementName(pageShape(c));
  const queries =
    name === undefined
      ? loanPageQueries(db, c)
      : preparedOn(db, name, () => loanPageQueries(db, c).map((query, i) => query.prepare(`${name}_${i}`)));
  const pages = await Promise.all(queries.map((query) => query.execute(values)));
  if (pages.length === 1) return pages[0] ?? [];
  const unique = new Map(pages.flat().map((row) => [row.id, row]));
  return [...unique.values()].sort(compareRows(c.sort)).slice(0, c.limit);
}

/**
 * The shape of a page's query: the criteria with every value replaced by "?", keeping the sort and the
 * arrears' "or none unpaid", the only criteria that change the text rather than fill a placeholder.
 */
export function pageShape(c: LoanPageCriteria): string {
  const fixed = fixedLimit(c) !== undefined;
  // Absent criteria stay absent (JSON leaves out undefined), and Dates arrive here already as text.
  return JSON.stringify(c, (key, v) =>
    v === undefined ||
    key === 'sort' ||
    key === 'orNoneUnpaid' ||
    (key === 'limit' && fixed) ||
    (typeof v === 'object' && v !== null)
      ? v
      : '?',
  );
}

/**
 * The limit written into the text instead of a placeholder: the staff screen's own page (one row more
 * than it shows) of the whole list or of one status tab. PostgreSQL plans a statement with a placeholder
 * for its LIMIT anew on every execution (a generic plan cannot know how many rows are wanted, so it never
 * looks cheaper), and planning was most of the statement's cost (pgbench replaying it with and without the
 * limit written in shows the difference). With the limit in the text, PostgreSQL
 * moves to a generic plan after its first five, and for these shapes it is the custom plan's, whatever
 * the status: each sort has an index that starts with the status (loan_applications_status_date_idx,
 * _status_amount_idx). Other filters and searches keep planning for their values, whose selectivity can
 * change the best plan (docs/performance.md §7).
 */
function fixedLimit(c: LoanPageCriteria, filterValues = loanFilterValues(c)): number | undefined {
  const onlyStatus = Object.keys(filterValues).every((name) => name === 'status');
  return c.search === undefined && onlyStatus && c.limit === ADMIN_LOAN_PAGE_SIZE + 1 ? c.limit : undefined;
}

/**
 * Shapes get statement names in the order they are first met, up to a cap: each named statement stays
 * on every pooled connection, and the filters could combine into thousands of shapes. The list's tabs,
 * sorts and common filters come well under it; a shape past it is built for its request, as before.
 */
export const MAX_PREPARED_SHAPES = 128;
const shapeNames = new Map<string, string>();

export function statementName(shape: string): string | undefined {
  let name = shapeNames.get(shape);
  if (name === undefined && shapeNames.size < MAX_PREPARED_SHAPES) {
    name = `admin_loan_page_${shapeNames.size}`;
    shapeNames.set(shape, name);
  }
  return name;
}

/** The placeholders' values of `loanPageQueries` for these criteria. */
export function pageValues(c: LoanPageCriteria): Record<string, unknown> {
  const filterValues = loanFilterValues(c);
  return {
    ...filterValues,
    ...(c.after && { afterKey: c.after.key, afterId: c.after.id }),
    ...(c.search && searchValues(c.search)),
    ...(fixedLimit(c, filterValues) === undefined && { limit: c.limit }),
  };
}

/**
 * The page's LIMIT: the fixed one as SQL text, else a placeholder. Drizzle types a limit as a number or a
 * placeholder, and writes any SQL object it is given in place (`limit ${limit}`).
 */
function limitOf(c: LoanPageCriteria): Placeholder {
  const fixed = fixedLimit(c);
  return fixed === undefined ? sql.placeholder('limit') : (sql.raw(String(fixed)) as unknown as Placeholder);
}

/** The queries behind one page, values as placeholders (`pageValues`), not yet run. */
export function loanPageQueries(db: Executor, c: LoanPageCriteria) {
  const common = [...loanFilters(c), ...keyset(c)];
  const branches: (SQL | undefined)[] = c.search ? searchBranches(c.search) : [undefined];
  return branches.map((match) => {
    const query = db
      .select(rowFields)
      .from(l)
      .innerJoin(users, eq(users.id, l.userId))
      .innerJoin(loanProducts, eq(loanProducts.id, l.productId))
      .$dynamic();
    // The arrears filter reads the loan's position; without it the table stays out of the plan.
    const joined = needsPositions(c) ? query.innerJoin(loanPositions, eq(loanPositions.loanId, l.id)) : query;
    return joined
      .where(and(...common, match))
      .orderBy(...orderBy(c))
      .limit(limitOf(c));
  });
}

/**
 * The page's sort key and tie-breaker. In amount order with the arrears filter they are the position's
 * copies (the same values on the joined row), so the walk can take only the loans that owe, by
 * loan_positions_owing_amount_idx, instead of every loan by amount, most of which owe nothing: that walk
 * grew with the book and broke the 2× rule of `npm run bench:admin-list` (docs/performance.md §8).
 */
function sortColumns(c: LoanPageCriteria) {
  if (!isAmountSort(c.sort)) return { key: l.applicationDate, id: l.id };
  return needsPositions(c)
    ? { key: loanPositions.loanAmount, id: loanPositions.loanId }
    : { key: l.amount, id: l.id };
}

const isDescending = (sort: AdminLoanSort) => sort === 'newest' || sort === 'amount_desc';

/** Rows strictly after the cursor in the page's order; a row comparison the sort's index can seek to. */
function keyset(c: LoanPageCriteria): SQL[] {
  if (!c.after) return [];
  const [key, id] = [sql.placeholder('afterKey'), sql.placeholder('afterId')];
  const columns = sortColumns(c);
  const row = sql`(${columns.key}, ${columns.id})`;
  const bound = isAmountSort(c.sort)
    ? sql`(${key}::bigint, ${id}::uuid)`
    : sql`(${key}::timestamptz, ${id}::uuid)`;
  return [isDescending(c.sort) ? sql`${row} < ${bound}` : sql`${row} > ${bound}`];
}

function orderBy(c: LoanPageCriteria): SQL[] {
  const { key, id } = sortColumns(c);
  return isDescending(c.sort) ? [desc(key), desc(id)] : [asc(key), asc(id)];
}

/** The same order as `orderBy`, for merging pages (uuids order like their lower-case text). */
function compareRows(sort: AdminLoanSort) {
  const sign = isDescending(sort) ? -1 : 1;
  return (a: LoanPageRow, b: LoanPageRow) => {
    // Fixed-width UTC timestamps order like their text.
    const byKey = isAmountSort(sort) ? a.amount - b.amount : compareText(a.dateKey, b.dateKey);
    return sign * (byKey || compareText(a.id, b.id));
  };
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

// Each expression is written exactly as its index in packages/db/src/schema/users.ts declares it.
const firstName = sql`lower(${users.firstName})`;
const lastName = sql`lower(${users.lastName})`;
const fullName = sql`lower(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, ''))`;
const like = (expression: SQLWrapper, name: keyof SearchPlan) =>
  sql`${expression} like ${sql.placeholder(name)}`;

/** One condition per query: the applicant's fields in one (indexes OR-ed), the loan id in another. */
function searchBranches(plan: SearchPlan): SQL[] {
  const person: SQL[] = [];
  if (plan.emailPrefix !== undefined) person.push(like(users.email, 'emailPrefix'));
  if (plan.phonePrefix !== undefined) person.push(like(users.phoneNumber, 'phonePrefix'));
  if (plan.nrcPrefix !== undefined) person.push(like(users.nrcNumber, 'nrcPrefix'));
  if (plan.namePrefix !== undefined) {
    person.push(like(firstName, 'namePrefix'), like(lastName, 'namePrefix'));
  }
  if (plan.fullNamePrefix !== undefined) person.push(like(fullName, 'fullNamePrefix'));
  const branches: SQL[] = [];
  const anyPerson = or(...person);
  if (anyPerson) branches.push(anyPerson);
  if (plan.loanIdPrefix !== undefined) branches.push(like(sql`(${l.id}::text)`, 'loanIdPrefix'));
  return branches;
}

/** The search's LIKE patterns, by the name of the prefix they come from. */
function searchValues(plan: SearchPlan): Record<string, string> {
  return Object.fromEntries(
    Object.entries(plan)
      .filter(([, prefix]) => prefix !== undefined)
      .map(([name, prefix]) => [name, likePrefix(prefix)]),
  );
}

/** Whether a loan product with this id exists (offered today or not: old loans keep their product). */
export async function productExists(db: Executor, id: string): Promise<boolean> {
  const rows = await db.select({ id: loanProducts.id }).from(loanProducts).where(eq(loanProducts.id, id));
  return rows.length > 0;
}

/** Loans per status, from the counter table the trigger keeps (a dozen rows, whatever the loan count). */
export async function loadStatusCounts(db: Executor): Promise<Map<LoanStatus, number>> {
  const query = preparedOn(db, 'loan_status_counts', () =>
    db.select().from(loanStatusCounts).prepare('loan_status_counts'),
  );
  const rows = await query.execute();
  return new Map(rows.map((r) => [r.status, Number(r.count)]));
}
