import { useT } from '../../../lib/i18n/use-t';
import { usePageMeta } from '../../../components/seo/use-page-meta';
import { ButtonLink } from '../../../components/ui/button';
import { EligibilityList } from '../eligibility-list';
import { BrandMark } from './brand-mark';
import { LandingCalculator } from './landing-calculator';
import { LandingSteps } from './landing-steps';
import { landingMessages as messages } from './landing.messages';

// The landing page is the first thing phones on slow networks load: inline SVG only, no images,
// no libraries beyond the app's own (docs/performance.md).
export function LandingPage() {
  const t = useT();
  usePageMeta({ description: t(messages.metaDescription) });
  return (
    <>
      <section className="bg-gradient-to-b from-emerald-50 to-white">
        <div className="mx-auto grid max-w-6xl items-start gap-10 px-4 py-12 sm:py-16 lg:grid-cols-2">
          <div>
            <p className="flex items-center gap-2 text-lg font-bold text-emerald-900">
              <BrandMark />
              Kwacha Loans
            </p>
            <h1 className="mt-6 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
              {t(messages.headline)}
            </h1>
            <p className="mt-4 max-w-xl text-lg text-slate-700">{t(messages.intro)}</p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <ButtonLink to="/apply-loan">{t(messages.applyForLoan)}</ButtonLink>
              <ButtonLink to="/how-it-works" variant="secondary">
                {t(messages.learnHowItWorks)}
              </ButtonLink>
            </div>
          </div>
          <LandingCalculator />
        </div>
      </section>
      <LandingSteps />
      <section aria-labelledby="eligibility-heading" className="bg-slate-50">
        <div className="mx-auto max-w-6xl px-4 py-12">
          <h2 id="eligibility-heading" className="text-2xl font-bold text-slate-900">
            {t(messages.whoCanApply)}
          </h2>
          <EligibilityList className="mt-4" />
        </div>
      </section>
    </>
  );
}
