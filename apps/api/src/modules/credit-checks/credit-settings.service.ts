import type { CreditCheckSettingsInput, CreditCheckSettingsView } from '@kwacha/shared/staff/credit-checks';
import type { AppContext } from '../../context';
import { recordAudit } from '../audit/audit.public';
import { ProductNotFoundError } from '../loan-products/loan-products.errors';
import { findProductById } from '../loan-products/loan-products.public';
import { settingsInputOf } from './credit-check.service';
import { findCheckSettings, saveCheckSettings } from './credit-checks.repository';

/** A product's credit check as a superuser sees it; the defaults until one is saved. */
export async function creditSettingsOfProduct(
  ctx: Pick<AppContext, 'db'>,
  productId: string,
): Promise<CreditCheckSettingsView> {
  if (!productId || !(await findProductById(ctx.db, productId)))
    throw new ProductNotFoundError('That loan product does not exist.');
  return { productId, ...settingsInputOf(await findCheckSettings(ctx.db, productId)) };
}

/** Saves a product's check settings with an audit record of before and after (docs/product.md §25.2). */
export async function saveCreditSettings(
  ctx: Pick<AppContext, 'db' | 'now'>,
  actorId: string,
  productId: string,
  input: CreditCheckSettingsInput,
): Promise<CreditCheckSettingsView> {
  return ctx.db.transaction(async (tx) => {
    if (!productId || !(await findProductById(tx, productId)))
      throw new ProductNotFoundError('That loan product does not exist.');
    const before = settingsInputOf(await findCheckSettings(tx, productId));
    await saveCheckSettings(tx, { productId, ...input, updatedAt: ctx.now() });
    await recordAudit(tx, {
      actorId,
      action: 'credit_check_settings.updated',
      entityType: 'product',
      entityId: productId,
      before: { ...before },
      after: { ...input },
    });
    return { productId, ...input };
  });
}
