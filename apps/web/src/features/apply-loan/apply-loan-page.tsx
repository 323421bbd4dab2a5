import { useSearchParams } from 'react-router';
import { FormError } from '../../components/form/form-message';
import { usePageMeta } from '../../components/seo/use-page-meta';
import { Button } from '../../components/ui/button';
import { OfflineNotice } from '../../components/ui/offline-notice';
import {
  NO_PRODUCTS_MESSAGE,
  PRODUCTS_LOAD_FAILED_MESSAGE,
  useLoanProducts,
} from '../../lib/api/loan-products';
import { useLoanTerms } from '../../lib/api/loan-terms';
import { useT } from '../../lib/i18n/use-t';
import { useNeedsConnection } from '../../lib/offline/use-needs-connection';
import { serverMessage } from '../../lib/server-message';
import { applyLoanMessages as messages } from './apply-loan.messages';
import { ApplyLoanForm } from './components/apply-loan-form';
import { ProductsSkeleton } from './components/products-skeleton';

export function ApplyLoanPage() {
  const t = useT();
  usePageMeta({
    title: t(messages.title),
    description: t(messages.description),
  });
  // /loan-products links here with ?product=<id> to preselect a product.
  const [searchParams] = useSearchParams();
  const products = useLoanProducts();
  // The fee and late-fee rule in force: the live quote and the key facts must say what the server will.
  const terms = useLoanTerms();
  const failed = products.isError ? products : terms.isError ? terms : undefined;
  const retry = () => {
    if (products.isError) void products.refetch();
    if (terms.isError) void terms.refetch();
  };
  // docs/product.md §21.1: applying needs the server; without a network the page says so at once.
  const needsConnection = useNeedsConnection(products, terms);

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:py-10">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t(messages.title)}</h1>
      <p className="mt-2 text-slate-700">{t(messages.intro)}</p>
      <div className="mt-6">
        {needsConnection ? (
          <OfflineNotice
            className=""
            onRetry={() => {
              if (!products.data) void products.refetch();
              if (!terms.data) void terms.refetch();
            }}
          />
        ) : failed ? (
          <div>
            <FormError message={serverMessage(failed.error, PRODUCTS_LOAD_FAILED_MESSAGE)} />
            <Button
              variant="secondary"
              className="mt-4"
              disabled={products.isFetching || terms.isFetching}
              onClick={retry}
            >
              {products.isFetching || terms.isFetching ? t(messages.retrying) : t(messages.tryAgain)}
            </Button>
          </div>
        ) : !products.data || !terms.data ? (
          <ProductsSkeleton />
        ) : products.data.length === 0 ? (
          <p className="rounded-xl bg-slate-50 p-4 text-slate-700">{NO_PRODUCTS_MESSAGE}</p>
        ) : (
          <ApplyLoanForm
            products={products.data}
            terms={terms.data}
            initialProductId={searchParams.get('product') ?? ''}
          />
        )}
      </div>
    </div>
  );
}
