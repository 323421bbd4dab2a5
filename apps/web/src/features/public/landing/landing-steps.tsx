import { useT } from '../../../lib/i18n/use-t';
import { landingMessages as messages, landingStepMessages as steps } from './landing.messages';
const STEPS = [
  { title: steps.easyTitle, text: steps.easyText },
  { title: steps.flexibleTitle, text: steps.flexibleText },
  { title: steps.smoothTitle, text: steps.smoothText },
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
          <li key={step.title.id} className="rounded-2xl border border-slate-200 p-6">
            <span
              aria-hidden="true"
              className="flex size-10 items-center justify-center rounded-full bg-emerald-700 font-bold text-white"
            >
              {index + 1}
            </span>
            <h3 className="mt-4 text-lg font-semibold text-slate-900">{t(step.title)}</h3>
            <p className="mt-2 text-slate-700">{t(step.text)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
