import { useT } from '../../../lib/i18n/use-t';
import { landingMessages as messages } from './landing.messages';
const STEPS = [
  {
    title: 'Easy Application',
    text: 'Register with your NRC and phone number, verify your e-mail and apply in a few minutes from your phone.',
  },
  {
    title: 'Flexible Options',
    text: 'Borrow from K10 to K50,000 and choose a repayment period from 1 to 12 months, at rates from 2.5% a month.',
  },
  {
    title: 'Smooth Disbursement',
    text: 'Once approved, the money reaches your MTN, Airtel or Zamtel mobile money wallet within 24 hours.',
  },
] as const;

export function LandingSteps() {
  const t = useT();
  return (
    <section aria-labelledby="steps-heading" className="mx-auto max-w-6xl px-4 py-12">
      <h2 id="steps-heading" className="text-center text-2xl font-bold text-slate-900 sm:text-3xl">
        {t(messages.threeSteps)}
      </h2>
      <ol className="mt-8 grid gap-6 sm:grid-cols-3">
        {STEPS.map((step, index) => (
          <li key={step.title} className="rounded-2xl border border-slate-200 p-6">
            <span
              aria-hidden="true"
              className="flex size-10 items-center justify-center rounded-full bg-emerald-700 font-bold text-white"
            >
              {index + 1}
            </span>
            <h3 className="mt-4 text-lg font-semibold text-slate-900">{step.title}</h3>
            <p className="mt-2 text-slate-700">{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
