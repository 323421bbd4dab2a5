import { type AdminProductView, PRODUCT_SAVED_MESSAGE } from '@kwacha/shared/staff/admin-products';
import { useId, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { LoadError } from '../../../../components/ui/load-error';
import { useModal } from '../../../../components/ui/modal-context';
import { useToast } from '../../../../components/ui/toast-context';
import { AUTH_FAILED_MESSAGE, loadErrorMessage } from '../../../../lib/load-error-message';
import { serverMessage } from '../../../../lib/server-message';
import {
  useAuthFailureToast,
  useSignOutOnAuthFailure,
} from '../../../../lib/session/use-sign-out-on-auth-failure';
import { useAdminProductsQuery } from '../api/get-admin-products';
import { saveProduct } from '../api/save-product';
import { NEW_QUOTES_ONLY } from '../product-form';
import { PRODUCT_SAVE_FAILED_MESSAGE, useProductSaved } from '../use-product-saved';
import { ProductDialog } from './product-dialog';
import { ProductTable } from './product-table';

export const PRODUCTS_LOAD_FAILED_MESSAGE = 'Failed to load the loan products. Please try again.';

/** What turning a product off or on means, for the confirmation. */
export function offeredChange(product: AdminProductView) {
  return product.active
    ? {
        title: `Stop offering ${product.name}?`,
        message: `Offered: yes → no. New quotes and applications can no longer use ${product.name}; loans already made on it carry on.`,
        confirmLabel: 'Stop offering',
      }
    : {
        title: `Offer ${product.name} again?`,
        message: `Offered: no → yes. Borrowers can apply for ${product.name} again.`,
        confirmLabel: 'Offer it',
      };
}

/** docs/product.md §14.5: the loan products, each edited in a dialog, turned off or on, and new ones added. */
export function ProductsSection() {
  const headingId = useId();
  const products = useAdminProductsQuery({ onAuthFailure: useAuthFailureToast(AUTH_FAILED_MESSAGE) });
  useSignOutOnAuthFailure(products.error);
  const [editing, setEditing] = useState<AdminProductView | 'new' | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const { confirm } = useModal();
  const { toast } = useToast();
  const productSaved = useProductSaved();

  const toggleOffered = async (product: AdminProductView) => {
    if (busyId || !(await confirm(offeredChange(product)))) return;
    setBusyId(product.id);
    try {
      const { id, ...fields } = product;
      productSaved(await saveProduct(id, { ...fields, active: !product.active }));
      toast({ type: 'success', title: PRODUCT_SAVED_MESSAGE });
    } catch (error) {
      toast({ type: 'error', title: serverMessage(error, PRODUCT_SAVE_FAILED_MESSAGE) });
    } finally {
      setBusyId(null);
    }
  };

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-xl font-semibold text-slate-900">
          Products
        </h2>
        <Button variant="secondary" disabled={!products.data} onClick={() => setEditing('new')}>
          Add a product
        </Button>
      </div>
      <p className="mt-2 text-sm text-slate-700">
        What borrowers can apply for, on the products page, the apply page and in every quote.{' '}
        {NEW_QUOTES_ONLY} At least one product stays offered.
      </p>
      <div className="mt-4">
        {products.isPending ? (
          <div role="status" aria-busy="true">
            <span className="sr-only">Loading the loan products…</span>
            <div aria-hidden="true" className="h-64 animate-pulse rounded-xl bg-slate-200" />
          </div>
        ) : products.isError ? (
          <LoadError
            className=""
            message={loadErrorMessage(products.error, { fallback: PRODUCTS_LOAD_FAILED_MESSAGE })}
            retrying={products.isFetching}
            onRetry={() => void products.refetch()}
          />
        ) : products.data.length === 0 ? (
          <p className="rounded-xl bg-slate-50 p-4 text-slate-700">
            No loan products yet. Add the first one.
          </p>
        ) : (
          <ProductTable
            products={products.data}
            busyId={busyId}
            onEdit={setEditing}
            onToggleOffered={(product) => void toggleOffered(product)}
          />
        )}
      </div>
      {editing ? (
        <ProductDialog product={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
    </section>
  );
}
