import { type Executor, type LoanProduct, loanProducts, preparedOn } from '@kwacha/db';
import { asc, eq } from 'drizzle-orm';

export type NewLoanProductRow = typeof loanProducts.$inferInsert;

/** The columns of a product's public view (loan-products.service `toProductView`), and no others. */
const PUBLIC_COLUMNS = {
  id: loanProducts.id,
  name: loanProducts.name,
  description: loanProducts.description,
  minAmount: loanProducts.minAmount,
  maxAmount: loanProducts.maxAmount,
  minMonths: loanProducts.minMonths,
  maxMonths: loanProducts.maxMonths,
  monthlyRateBasisPoints: loanProducts.monthlyRateBasisPoints,
};

export type PublicProductRow = Pick<LoanProduct, keyof typeof PUBLIC_COLUMNS>;

// Every visitor's first page asks this: a prepared statement of the shown columns only, so no timestamp
// is parsed for nothing (docs/performance.md).
export async function listActiveProducts(db: Executor): Promise<PublicProductRow[]> {
  const query = preparedOn(db, 'active_products', () =>
    db
      .select(PUBLIC_COLUMNS)
      .from(loanProducts)
      .where(eq(loanProducts.isActive, true))
      .orderBy(asc(loanProducts.sortOrder))
      .prepare('active_products'),
  );
  return query.execute();
}

/** A product whether or not it is still offered (loans keep the product they were made under). */
export async function findProductById(db: Executor, id: string) {
  const [row] = await db.select().from(loanProducts).where(eq(loanProducts.id, id));
  return row;
}

/** Every product, offered or not, in the order the public pages show them. */
export async function listAllProducts(db: Executor) {
  return db.select().from(loanProducts).orderBy(asc(loanProducts.sortOrder), asc(loanProducts.id));
}

/**
 * Every product row, locked, in id order (the same order for every writer, so two never deadlock): a
 * superuser's change is checked against the whole catalogue (one active product at least, unique names)
 * while nobody else can change it.
 */
export async function lockAllProducts(db: Executor) {
  return db.select().from(loanProducts).orderBy(asc(loanProducts.id)).for('update');
}

export async function updateProductRow(db: Executor, id: string, values: Partial<NewLoanProductRow>) {
  const [row] = await db.update(loanProducts).set(values).where(eq(loanProducts.id, id)).returning();
  return row;
}

/** Inserts a product; undefined when its id was taken meanwhile (the caller says the name is in use). */
export async function insertProductRow(db: Executor, values: NewLoanProductRow) {
  const [row] = await db.insert(loanProducts).values(values).onConflictDoNothing().returning();
  return row;
}
