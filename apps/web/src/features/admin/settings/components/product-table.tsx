import type { AdminProductView } from '@kwacha/shared/staff/admin-products';
import { Button } from '../../../../components/ui/button';
import { productFacts } from '../product-form';

interface ProductTableProps {
  products: readonly AdminProductView[];
  /** The product whose offered switch is being saved. */
  busyId: string | null;
  onEdit: (product: AdminProductView) => void;
  onToggleOffered: (product: AdminProductView) => void;
}

/**
 * Every product with its terms, whether it is offered (a switch) and its Edit button. A phone scrolls the
 * table sideways inside its own region rather than squeezing the columns.
 */
export function ProductTable({ products, busyId, onEdit, onToggleOffered }: ProductTableProps) {
  return (
    <section
      aria-label="Loan products"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard to scroll it.
      tabIndex={0}
      className="overflow-x-auto rounded-lg border border-slate-200 focus-visible:outline-offset-0"
    >
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">Loan products</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              Product
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Amounts
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Terms
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Rate
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Offered
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 text-slate-900">
          {products.map((product) => {
            const facts = productFacts(product);
            return (
              <tr key={product.id}>
                <th scope="row" className="px-3 py-2 text-left font-semibold">
                  {product.name}
                  <span className="block text-xs font-normal text-slate-600">{product.description}</span>
                </th>
                <td className="whitespace-nowrap px-3 py-2">{facts.amounts}</td>
                <td className="whitespace-nowrap px-3 py-2">{facts.terms}</td>
                <td className="whitespace-nowrap px-3 py-2">{facts.rate}</td>
                <td className="px-3 py-2">
                  <OfferedSwitch
                    product={product}
                    busy={busyId === product.id}
                    disabled={busyId !== null}
                    onToggle={() => onToggleOffered(product)}
                  />
                </td>
                <td className="px-3 py-2 text-right">
                  <Button
                    variant="secondary"
                    aria-label={`Edit ${product.name}`}
                    disabled={busyId !== null}
                    onClick={() => onEdit(product)}
                  >
                    Edit
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

function OfferedSwitch({
  product,
  busy,
  disabled,
  onToggle,
}: {
  product: AdminProductView;
  busy: boolean;
  disabled: boolean;
  onToggle: () => void;
}) {
  const on = product.active;
  return (
    <div className="flex items-center gap-2">
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-label={`${product.name} offered`}
        aria-busy={busy || undefined}
        disabled={disabled}
        onClick={onToggle}
        className={`relative inline-flex h-8 w-14 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700 disabled:opacity-60 ${on ? 'bg-emerald-700' : 'bg-slate-500'}`}
      >
        <span
          aria-hidden="true"
          className={`inline-block size-6 rounded-full bg-white shadow transition-transform ${on ? 'translate-x-7' : 'translate-x-1'}`}
        />
      </button>
      <span aria-hidden="true" className="text-sm text-slate-700">
        {on ? 'Yes' : 'No'}
      </span>
    </div>
  );
}
