import { useDeferredValue } from 'react';
import { usePageMeta } from '../../../components/seo/use-page-meta';
import { LoadError } from '../../../components/ui/load-error';
import { OfflineNotice } from '../../../components/ui/offline-notice';
import { useLoanProducts } from '../../../lib/api/loan-products';
import { useLoanTerms } from '../../../lib/api/loan-terms';
import { useT } from '../../../lib/i18n/use-t';
import { useNeedsConnection } from '../../../lib/offline/use-needs-connection';
import { serverMessage } from '../../../lib/server-message';
import { fillText } from '../fill-message';
import { PageSection, PageShell } from '../page-shell';
import { loanProductsMessages as messages } from './loan-products.messages';
import { ProductCard, ProductCardsSkeleton } from './product-card';
import { SampleCalculator } from './sample-calculator';

export function LoanProductsPage() {
  const t = useT();
  usePageMeta({ title: t(messages.title), description: t(messages.description) });
  return (
    <PageShell title={t(messages.title)} lead={t(messages.lead)}>
      <PageSection title={t(messages.chooseLoan)}>
        <ProductList />
        <ServiceFeeNote />
      </PageSection>
      <PageSection title={t(messages.estimate)}>
        <SampleCalculator />
      </PageSection>
    </PageShell>
  );
}

/**
 * The products as the server has them (the rows a borrower is quoted from), so the names, limits and
 * rates shown here can never drift from what applying offers. The call is public: no session needed.
 */
function ProductList() {
  const t = useT();
  const products = useLoanProducts();
  // The cards render as a transition, in slices between which the browser may paint and answer a tap,
  // rather than in the one task the answer arrives in (docs/performance.md).
  const shown = useDeferredValue(products.data);
  // docs/product.md §21.1: the products come from the server; without a network, say so at once.
  const needsConnection = useNeedsConnection(products);
  if (needsConnection) {
    return <OfflineNotice className="" onRetry={() => void products.refetch()} />;
  }
  if (products.isError) {
    return (
      <LoadError
        message={serverMessage(products.error, t(messages.loadFailed))}
        retrying={products.isFetching}
        onRetry={() => void products.refetch()}
        className=""
      />
    );
  }
  if (shown === undefined) return <ProductCardsSkeleton />;
  if (shown.length === 0) return <p>{t(messages.noProducts)}</p>;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {shown.map((product) => (
        <ProductCard key={product.id} product={product} />
      ))}
    </ul>
  );
}

/** The fee as a superuser set it (GET /api/loan-products/terms); the sentence waits for it rather than guess. */
function ServiceFeeNote() {
  const t = useT();
  const terms = useLoanTerms();
  return (
    <p className="text-sm">
      {terms.data
        ? fillText(t(messages.feeNoteWithPercent), { percent: terms.data.serviceFeePercent })
        : t(messages.feeNote)}
    </p>
  );
}
