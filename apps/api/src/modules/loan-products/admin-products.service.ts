import type { Executor, LoanProduct } from '@kwacha/db';
import { errorDetail } from '@kwacha/shared/api/envelope';
import { kwachaToNgwee, ngweeToKwacha } from '@kwacha/shared/money/money';
import {
  type AdminProductView,
  LAST_ACTIVE_PRODUCT_MESSAGE,
  type ProductCommand,
  productIdFromName,
  productNameTakenMessage,
} from '@kwacha/shared/staff/admin-products';
import { basisPointsToPercent, percentToBasisPoints } from '@kwacha/shared/staff/settings';
import type { AppContext } from '../../context';
import { ValidationError } from '../../lib/domain-errors';
import { recordAudit } from '../audit/audit.public';
import { ProductNotFoundError } from './loan-products.errors';
import {
  insertProductRow,
  listAllProducts,
  lockAllProducts,
  type NewLoanProductRow,
  updateProductRow,
} from './loan-products.repository';

type Ctx = Pick<AppContext, 'db' | 'now'>;

export function toAdminProductView(p: LoanProduct): AdminProductView {
  return {
    id: p.id,
    name: p.name,
    description: p.description,
    minAmount: ngweeToKwacha(p.minAmount),
    maxAmount: ngweeToKwacha(p.maxAmount),
    minMonths: p.minMonths,
    maxMonths: p.maxMonths,
    monthlyRatePercent: basisPointsToPercent(p.monthlyRateBasisPoints),
    active: p.isActive,
  };
}

export async function listProductsForStaff(db: Executor): Promise<AdminProductView[]> {
  return (await listAllProducts(db)).map(toAdminProductView);
}

/** The columns a superuser's product sets, in whole units. */
function columnsOf(command: ProductCommand, at: Date) {
  return {
    name: command.name,
    description: command.description,
    minAmount: kwachaToNgwee(command.minAmount),
    maxAmount: kwachaToNgwee(command.maxAmount),
    minMonths: command.minMonths,
    maxMonths: command.maxMonths,
    monthlyRateBasisPoints: percentToBasisPoints(command.monthlyRatePercent),
    isActive: command.active,
    updatedAt: at,
  } satisfies Partial<NewLoanProductRow>;
}

const sameName = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'accent' }) === 0;

/**
 * The catalogue rules a change must keep (docs/product.md §14.5): names tell products apart for borrowers,
 * and the apply page always has a product to offer.
 */
function checkCatalogue(others: readonly LoanProduct[], command: ProductCommand) {
  if (others.some((p) => sameName(p.name, command.name))) {
    throw new ValidationError([errorDetail('name', productNameTakenMessage(command.name))]);
  }
  if (!command.active && !others.some((p) => p.isActive)) {
    throw new ValidationError([errorDetail('active', LAST_ACTIVE_PRODUCT_MESSAGE)]);
  }
}

/**
 * Replaces a product's terms, audited with before and after. New quotes and applications use them at once;
 * loans already applied for keep the terms they were quoted (their snapshot), whatever changes here.
 */
export async function updateProduct(
  ctx: Ctx,
  actorId: string,
  id: string,
  command: ProductCommand,
): Promise<AdminProductView> {
  return ctx.db.transaction(async (tx) => {
    const catalogue = await lockAllProducts(tx);
    const current = catalogue.find((p) => p.id === id);
    if (!current) throw new ProductNotFoundError('That loan product does not exist.');
    checkCatalogue(
      catalogue.filter((p) => p.id !== id),
      command,
    );
    const updated = await updateProductRow(tx, id, columnsOf(command, ctx.now()));
    if (!updated) throw new ProductNotFoundError('That loan product does not exist.');
    const after = toAdminProductView(updated);
    await recordAudit(tx, {
      actorId,
      action: 'product.updated',
      entityType: 'product',
      entityId: id,
      before: { ...toAdminProductView(current) },
      after: { ...after },
    });
    return after;
  });
}

/** An id from the name that no product has yet: 'solar-loan', else 'solar-loan-2', … */
function freeIdFor(name: string, taken: ReadonlySet<string>): string {
  const base = productIdFromName(name);
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  return id;
}

/** Adds a product at the end of the list, audited. Its id comes from its name and never changes. */
export async function createProduct(
  ctx: Ctx,
  actorId: string,
  command: ProductCommand,
): Promise<AdminProductView> {
  return ctx.db.transaction(async (tx) => {
    const catalogue = await lockAllProducts(tx);
    checkCatalogue(catalogue, command);
    const inserted = await insertProductRow(tx, {
      id: freeIdFor(command.name, new Set(catalogue.map((p) => p.id))),
      ...columnsOf(command, ctx.now()),
      sortOrder: Math.max(0, ...catalogue.map((p) => p.sortOrder)) + 1,
    });
    // Another superuser added a product with this name's id at the same moment.
    if (!inserted) throw new ValidationError([errorDetail('name', productNameTakenMessage(command.name))]);
    const after = toAdminProductView(inserted);
    await recordAudit(tx, {
      actorId,
      action: 'product.created',
      entityType: 'product',
      entityId: inserted.id,
      before: null,
      after: { ...after },
    });
    return after;
  });
}
