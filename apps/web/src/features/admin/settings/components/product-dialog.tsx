import {
  type AdminProductView,
  PRODUCT_ADDED_MESSAGE,
  PRODUCT_SAVED_MESSAGE,
} from '@kwacha/shared/staff/admin-products';
import { useId, useState } from 'react';
import { TextField } from '../../../../components/form/text-field';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { useModal } from '../../../../components/ui/modal-context';
import { useToast } from '../../../../components/ui/toast-context';
import { useSchemaForm } from '../../../../lib/forms/use-schema-form';
import { serverMessage } from '../../../../lib/server-message';
import { addProduct } from '../api/add-product';
import { saveProduct } from '../api/save-product';
import {
  describeNewProduct,
  describeProductChange,
  EMPTY_PRODUCT_FORM,
  type ProductFormValues,
  productForm,
  productFormValues,
} from '../product-form';
import { PRODUCT_SAVE_FAILED_MESSAGE, useProductSaved } from '../use-product-saved';
import { type SettingNumberField, SettingNumberFields } from './setting-number-fields';

const LIMIT_FIELDS: readonly SettingNumberField<ProductFormValues>[] = [
  { name: 'minAmount', label: 'Minimum amount (K)', inputMode: 'decimal' },
  { name: 'maxAmount', label: 'Maximum amount (K)', inputMode: 'decimal' },
  { name: 'minMonths', label: 'Shortest term (months)', inputMode: 'numeric' },
  { name: 'maxMonths', label: 'Longest term (months)', inputMode: 'numeric' },
];

interface ProductDialogProps {
  /** The product to edit; null adds one. */
  product: AdminProductView | null;
  onClose: () => void;
}

/**
 * The edit (or add) dialog of a product: every field, checked with the shared schema, saved after a
 * confirmation of before → after. It sits inside the page, so the confirmation makes it inert as well.
 */
export function ProductDialog({ product, onClose }: ProductDialogProps) {
  const activeId = useId();
  const form = useSchemaForm({
    schema: productForm,
    defaultValues: product ? productFormValues(product) : EMPTY_PRODUCT_FORM,
  });
  const [saving, setSaving] = useState(false);
  const { confirm } = useModal();
  const { toast } = useToast();
  const productSaved = useProductSaved();

  const onSubmit = form.submit(async (next) => {
    if (saving) return;
    const confirmed = await confirm(
      product
        ? {
            title: `Save ${product.name}?`,
            message: describeProductChange(product, next),
            confirmLabel: 'Save',
          }
        : { title: 'Add this product?', message: describeNewProduct(next), confirmLabel: 'Add' },
    );
    if (!confirmed) return;
    setSaving(true);
    try {
      const saved = product ? await saveProduct(product.id, next) : await addProduct(next);
      productSaved(saved);
      toast({ type: 'success', title: product ? PRODUCT_SAVED_MESSAGE : PRODUCT_ADDED_MESSAGE });
      onClose();
    } catch (error) {
      setSaving(false);
      form.showServerErrors(error, { focus: true });
      toast({ type: 'error', title: serverMessage(error, PRODUCT_SAVE_FAILED_MESSAGE) });
    }
  });

  const changed = form.formState.isDirty;
  const { error: activeError, ...activeField } = form.field('active');
  return (
    <Dialog title={product ? `Edit ${product.name}` : 'Add a product'} onClose={onClose} busy={saving} inPage>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-4 space-y-4">
        <TextField label="Name" autoComplete="off" disabled={saving} {...form.field('name')} />
        <TextField
          label="Description"
          autoComplete="off"
          hint="One sentence borrowers read on the products page."
          disabled={saving}
          {...form.field('description')}
        />
        <SettingNumberFields fields={LIMIT_FIELDS} field={form.field} saving={saving} />
        <p className="text-sm text-slate-600">Amounts from K10 to K50,000; terms from 1 to 12 months.</p>
        <TextField
          label="Monthly rate (%)"
          inputMode="decimal"
          hint="From 0.01% to 10% a month, up to two decimals."
          disabled={saving}
          className="max-w-xs"
          {...form.field('monthlyRatePercent')}
        />
        <div className="flex items-start gap-3">
          <input
            id={`${activeId}-active`}
            type="checkbox"
            disabled={saving}
            aria-invalid={activeError ? true : undefined}
            aria-describedby={activeError ? `${activeId}-active-error` : undefined}
            className="mt-0.5 size-5 shrink-0 accent-emerald-700"
            {...activeField}
          />
          <label htmlFor={`${activeId}-active`} className="font-medium text-slate-900">
            Offered to borrowers
          </label>
        </div>
        {activeError ? (
          <p id={`${activeId}-active-error`} className="text-sm text-red-700">
            {activeError}
          </p>
        ) : null}
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" disabled={saving} onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={saving || (product !== null && !changed)}>
            {saving ? 'Saving…' : product ? 'Save' : 'Add product'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
