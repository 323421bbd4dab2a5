import { type Executor, loanProducts } from '@kwacha/db';
import { and, asc, eq } from 'drizzle-orm';

export async function listActiveProducts(db: Executor) {
  return db
    .select()
    .from(loanProducts)
    .where(eq(loanProducts.isActive, true))
    .orderBy(asc(loanProducts.sortOrder));
}

export async function findActiveProduct(db: Executor, id: string) {
  const [row] = await db
    .select()
    .from(loanProducts)
    .where(and(eq(loanProducts.id, id), eq(loanProducts.isActive, true)));
  return row;
}

/** A product whether or not it is still offered (loans keep the product they were made under). */
export async function findProductById(db: Executor, id: string) {
  const [row] = await db.select().from(loanProducts).where(eq(loanProducts.id, id));
  return row;
}
