import { Link } from 'react-router';

const linkClass = 'font-semibold text-emerald-800 underline underline-offset-2 hover:text-emerald-900';

/**
 * How to complain and escalate (docs/product.md §17.1): static text, pre-rendered with the page, so it adds
 * nothing to any page's JavaScript but this one's chunk.
 */
export function HowToComplain() {
  return (
    <section aria-labelledby="how-to-complain-heading" className="mt-12 max-w-3xl text-slate-700">
      <h2 id="how-to-complain-heading" className="text-2xl font-semibold text-slate-900">
        How to complain
      </h2>
      <p className="mt-3">
        If something has gone wrong with a loan, a payment or the way we treated you, tell us. We take every
        complaint seriously and it costs you nothing.
      </p>
      <ol className="mt-4 list-decimal space-y-3 pl-6">
        <li>
          <span className="font-semibold text-slate-900">Raise it with us.</span> Signed in, open{' '}
          <Link to="/complaints" className={linkClass}>
            Complaints
          </Link>{' '}
          (or "Raise a complaint about this loan" on a loan's page), or e-mail or call us on the details
          above. You get a reference (CMP-…) to quote.
        </li>
        <li>
          <span className="font-semibold text-slate-900">We answer on time.</span> We acknowledge your
          complaint within 1 working day and give you our answer within 10 working days (working days are
          Monday to Friday, Zambian public holidays excepted). We tell you by e-mail at each step.
        </li>
        <li>
          <span className="font-semibold text-slate-900">If you are not satisfied,</span> you may take your
          complaint to the Bank of Zambia, which supervises lenders and looks into complaints that customers
          have first raised with the lender in writing. Give them our reference and our answer. The
          Competition and Consumer Protection Commission also hears complaints from consumers.
        </li>
      </ol>
    </section>
  );
}
