import { usePageMeta } from '../../../components/seo/use-page-meta';
import { LoadError } from '../../../components/ui/load-error';
import {
  NO_PRODUCTS_MESSAGE,
  PRODUCTS_LOAD_FAILED_MESSAGE,
  useLoanProducts,
} from '../../../lib/api/loan-products';
import { useLoanTerms } from '../../../lib/api/loan-terms';
import { serverMessage } from '../../../lib/server-message';
import { PageSection, PageShell } from '../page-shell';
import { ProductCard, ProductCardsSkeleton } from './product-card';
import { SampleCalculator } from './sample-calculator';

export function LoanProductsPage() {
  usePageMeta({
    title: 'Loan Products',
    description:
      'Personal, home improvement, vehicle, education, medical and business loans from K10 to K50,000, over 1 to 12 months, from 2.0% a month.',
  });
  return (
    <PageShell
      title="Loan Products"
      lead="Six loans for the things that matter, all applied for online and paid to your mobile money."
    >
      <PageSection title="Choose the loan that fits">
        <ProductList />
        <ServiceFeeNote />
      </PageSection>
      <PageSection title="Estimate your monthly payment">
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
  const products = useLoanProducts();
  if (products.isPending) return <ProductCardsSkeleton />;
  if (products.isError) {
    return (
      <LoadError
        message={serverMessage(products.error, PRODUCTS_LOAD_FAILED_MESSAGE)}
        retrying={products.isFetching}
        onRetry={() => void products.refetch()}
        className=""
      />
    );
  }
  if (products.data.length === 0) return <p>{NO_PRODUCTS_MESSAGE}</p>;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {products.data.map((product) => (
        <ProductCard key={product.id} product={product} />
      ))}
    </ul>
  );
}

/** The fee as a superuser set it (GET /api/loan-products/terms); the sentence waits for it rather than guess. */
function ServiceFeeNote() {
  const terms = useLoanTerms();
  const fee = terms.data ? `a ${terms.data.serviceFeePercent}% service fee` : 'a service fee';
  return (
    <p className="text-sm">
      Every loan has {fee}, taken from the amount paid out to you. Rates are monthly; your quote shows the
      full cost, including the annual percentage rate, before you apply.
    </p>
  );
}
