import type { LoanProductView } from '@kwacha/shared/loans/loan-product-view';
import { kwachaToNgwee } from '@kwacha/shared/money/money';
import { ButtonLink } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n/use-t';
import { formatMonthlyRate, formatWholeKwacha } from '../../../lib/loans/product-format';
import { useProductText } from '../../../lib/loans/use-product-text';
import { fillText } from '../fill-message';
import { productCardMessages as messages } from './loan-products.messages';

const cardClasses = 'flex flex-col rounded-2xl border border-slate-200 p-5';

/** One product as GET /api/loan-products describes it, with Apply Now preselecting it on /apply-loan. */
export function ProductCard({ product }: { product: LoanProductView }) {
  const t = useT();
  const productText = useProductText();
  const name = productText.name(product);
  const minAmount = formatWholeKwacha(kwachaToNgwee(product.minAmount));
  const maxAmount = formatWholeKwacha(kwachaToNgwee(product.maxAmount));
  return (
    <li className={cardClasses}>
      <h3 className="text-lg font-semibold text-slate-900">{name}</h3>
      <p className="mt-1 flex-1">{productText.description(product)}</p>
      <dl className="mt-4 grid gap-1 text-sm">
        <div className="flex justify-between gap-2">
          <dt>{t(messages.amount)}</dt>
          <dd className="font-semibold text-slate-900">
            {minAmount}–{maxAmount}
          </dd>
        </div>
        <div className="flex justify-between gap-2">
          <dt>{t(messages.term)}</dt>
          <dd className="font-semibold text-slate-900">
            {fillText(t(messages.termMonths), { min: product.minMonths, max: product.maxMonths })}
          </dd>
        </div>
        <div className="flex justify-between gap-2">
          <dt>{t(messages.monthlyRate)}</dt>
          <dd className="font-semibold text-slate-900">
            {fillText(t(messages.rateFrom), { rate: formatMonthlyRate(product.monthlyRatePercent) })}
          </dd>
        </div>
      </dl>
      <ButtonLink to={`/apply-loan?product=${encodeURIComponent(product.id)}`} className="mt-4">
        {t(messages.applyNow)}{' '}
        <span className="sr-only">{fillText(t(messages.applyNowFor), { product: name })}</span>
      </ButtonLink>
    </li>
  );
}

const PLACEHOLDERS = ['a', 'b', 'c', 'd', 'e', 'f'];

/** Six card outlines in the cards' own grid while the products load, so nothing jumps when they arrive. */
export function ProductCardsSkeleton() {
  const t = useT();
  return (
    <div role="status" aria-busy="true">
      <span className="sr-only">{t(messages.loading)}</span>
      <ul
        aria-hidden="true"
        className="grid animate-pulse gap-4 motion-reduce:animate-none sm:grid-cols-2 lg:grid-cols-3"
      >
        {PLACEHOLDERS.map((key) => (
          <li key={key} className={cardClasses}>
            <div className="h-5 w-2/3 rounded bg-slate-200" />
            <div className="mt-3 h-3 w-full rounded bg-slate-200" />
            <div className="mt-2 h-3 w-4/5 rounded bg-slate-200" />
            <div className="mt-5 h-3 w-full rounded bg-slate-200" />
            <div className="mt-2 h-3 w-full rounded bg-slate-200" />
            <div className="mt-2 h-3 w-full rounded bg-slate-200" />
            <div className="mt-4 h-11 rounded-lg bg-slate-200" />
          </li>
        ))}
      </ul>
    </div>
  );
}
