import { useId } from 'react';
import { useT } from '../../lib/i18n/use-t';
import { CheckCircleIcon } from '../ui/icons';
import { formPartsMessages as messages } from './form-parts.messages';

export interface ChecklistItem {
  id: string;
  label: string;
  met: boolean;
}

interface ChecklistProps {
  /** Lets a field point at the list with aria-describedby. */
  id?: string;
  title: string;
  items: readonly ChecklistItem[];
  className?: string;
}

/**
 * A titled list of conditions, each marked met or not met. The state is written out for screen
 * readers too, because the icon and colour alone say nothing to them. The list is not a live region:
 * re-reading it on every keystroke would drown the user; fields describe themselves with it instead.
 */
export function Checklist({ id, title, items, className = '' }: ChecklistProps) {
  const titleId = useId();
  const t = useT();
  return (
    <div id={id} className={`rounded-lg bg-slate-50 p-3 text-sm ${className}`.trim()}>
      <p id={titleId} className="font-medium text-slate-800">
        {title}
      </p>
      <ul aria-labelledby={titleId} className="mt-2 space-y-1">
        {items.map((item) => (
          <li
            key={item.id}
            className={`flex items-center gap-2 ${item.met ? 'text-emerald-800' : 'text-slate-700'}`}
          >
            {item.met ? <CheckCircleIcon className="size-4 shrink-0" /> : <UnmetIcon />}
            <span>{item.label}</span>
            <span className="sr-only">{t(item.met ? messages.met : messages.notMet)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function UnmetIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      aria-hidden="true"
      focusable="false"
      className="size-4 shrink-0"
    >
      <circle cx="12" cy="12" r="9" />
    </svg>
  );
}
