import { ButtonLink } from '../../components/ui/button';
import { usePageTitle } from '../../lib/use-page-title';

// Placeholder hero; the calculator and three-step section come with the landing issue.
export function LandingPage() {
  usePageTitle();
  return (
    <section className="mx-auto max-w-6xl px-4 py-16 text-center sm:py-24">
      <h1 className="text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
        Your Financial Journey, Simplified.
      </h1>
      <p className="mx-auto mt-4 max-w-xl text-lg text-slate-700">
        Borrow from K10 to K50,000 and receive the money on your mobile money wallet within 24 hours.
      </p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <ButtonLink to="/apply-loan">Apply for a Loan</ButtonLink>
        <ButtonLink to="/how-it-works" variant="secondary">
          Learn How It Works
        </ButtonLink>
      </div>
    </section>
  );
}
