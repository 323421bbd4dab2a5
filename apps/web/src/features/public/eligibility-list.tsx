import { useT } from '../../lib/i18n/use-t';
import { eligibilityMessages as messages } from './eligibility.messages';

const RULES = [messages.citizen, messages.nrc, messages.mobileMoney] as const;

/** docs/product.md §1: who may borrow, as a checklist. */
export function EligibilityList({ className = '' }: { className?: string }) {
  const t = useT();
  return (
    <ul className={`grid gap-2 ${className}`.trim()}>
      {RULES.map((rule) => (
        <li key={rule.id} className="flex items-start gap-2 text-slate-700">
          <svg
            viewBox="0 0 20 20"
            aria-hidden="true"
            focusable="false"
            className="mt-1 size-4 shrink-0 text-emerald-700"
          >
            <path
              d="m4 10.5 4 4 8-9"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <span>{t(rule)}</span>
        </li>
      ))}
    </ul>
  );
}
