import { usePageMeta } from '../../../components/seo/use-page-meta';
import { ButtonLink } from '../../../components/ui/button';
import { PageSection, PageShell } from '../page-shell';
import { formatMonthlyRate, formatWholeKwacha, LOAN_PRODUCTS } from './loan-products';
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
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {LOAN_PRODUCTS.map((product) => (
            <li key={product.name} className="flex flex-col rounded-2xl border border-slate-200 p-5">
              <h3 className="text-lg font-semibold text-slate-900">{product.name} Loan</h3>
              <p className="mt-1 flex-1">{product.description}</p>
              <dl className="mt-4 grid gap-1 text-sm">
                <div className="flex justify-between gap-2">
                  <dt>Amount</dt>
                  <dd className="font-semibold text-slate-900">
                    {formatWholeKwacha(product.minAmountNgwee)}–{formatWholeKwacha(product.maxAmountNgwee)}
                  </dd>
                </div>
                <div className="flex justify-between gap-2">
                  <dt>Term</dt>
                  <dd className="font-semibold text-slate-900">
                    {product.minMonths}–{product.maxMonths} months
                  </dd>
                </div>
                <div className="flex justify-between gap-2">
                  <dt>Monthly rate</dt>
                  <dd className="font-semibold text-slate-900">
                    from {formatMonthlyRate(product.monthlyRateBasisPoints)}
                  </dd>
                </div>
              </dl>
              <ButtonLink to={`/apply-loan?product=${product.id}`} className="mt-4">
                Apply Now <span className="sr-only">for a {product.name} Loan</span>
              </ButtonLink>
            </li>
          ))}
        </ul>
        <p className="text-sm">
          Every loan has a 5% service fee, taken from the amount paid out to you. Rates are monthly; your
          quote shows the full cost, including the annual percentage rate, before you apply.
        </p>
      </PageSection>
      <PageSection title="Estimate your monthly payment">
        <SampleCalculator />
      </PageSection>
    </PageShell>
  );
}
