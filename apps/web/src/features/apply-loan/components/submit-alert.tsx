import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { AlertCircleIcon } from '../../../components/ui/icons';
import { useKnownText } from '../../../lib/i18n/known-text';

export interface SubmitProblem {
  message: string;
  link?: { to: string; label: string };
}

/**
 * Why the application was refused, at the top of the form. It takes the focus when it appears, so
 * sighted users are scrolled to it and screen readers read it; the region stays in the page while empty
 * so its changes are announced.
 */
export function SubmitAlert({ problem }: { problem: SubmitProblem | null }) {
  const ref = useRef<HTMLDivElement>(null);
  // A wait after too many requests is the app's own English (known-text.ts).
  const known = useKnownText();
  useEffect(() => {
    if (problem) ref.current?.focus();
  }, [problem]);
  return (
    <div role="alert" ref={ref} tabIndex={-1} className="focus:outline-none">
      {problem ? (
        <div className="mb-6 flex items-start gap-2 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-800">
          <AlertCircleIcon className="size-5 shrink-0" />
          <p>
            {known(problem.message)}
            {problem.link ? (
              <>
                {' '}
                <Link
                  to={problem.link.to}
                  className="font-semibold text-red-900 underline underline-offset-2"
                >
                  {problem.link.label}
                </Link>
              </>
            ) : null}
          </p>
        </div>
      ) : null}
    </div>
  );
}
