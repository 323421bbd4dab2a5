import { Link } from 'react-router';
import { useT } from '../../../lib/i18n/use-t';
import { fillMessage } from '../fill-message';
import { howToComplainMessages as messages } from './contact.messages';

const linkClass = 'font-semibold text-emerald-800 underline underline-offset-2 hover:text-emerald-900';

const STEPS = [
  { title: messages.raiseTitle, text: messages.raiseText },
  { title: messages.answerTitle, text: messages.answerText },
  { title: messages.escalateTitle, text: messages.escalateText },
] as const;

/**
 * How to complain and escalate (docs/product.md §17.1): static text, pre-rendered with the page, so it adds
 * nothing to any page's JavaScript but this one's chunk.
 */
export function HowToComplain() {
  const t = useT();
  const link = (text: string) => (
    <Link to="/complaints" className={linkClass}>
      {text}
    </Link>
  );
  return (
    <section aria-labelledby="how-to-complain-heading" className="mt-12 max-w-3xl text-slate-700">
      <h2 id="how-to-complain-heading" className="text-2xl font-semibold text-slate-900">
        {t(messages.heading)}
      </h2>
      <p className="mt-3">{t(messages.intro)}</p>
      <ol className="mt-4 list-decimal space-y-3 pl-6">
        {STEPS.map((step) => (
          <li key={step.title.id}>
            <span className="font-semibold text-slate-900">{t(step.title)}</span>{' '}
            {fillMessage(t(step.text), { link })}
          </li>
        ))}
      </ol>
    </section>
  );
}
