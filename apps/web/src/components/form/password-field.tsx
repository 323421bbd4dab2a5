import { type ComponentProps, type ReactNode, useState } from 'react';
import { controlClasses, FieldFrame } from './field-parts';

export interface PasswordFieldProps extends Omit<ComponentProps<'input'>, 'type'> {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Announce the error as it appears (e.g. 'Passwords do not match.' while typing). */
  liveError?: boolean;
  /** Ids of further texts that describe the field (e.g. a requirements checklist). */
  describedBy?: string;
  /** Accessible name of the show/hide toggle ('Show password'), in the reader's language. */
  toggleLabel: string;
  className?: string;
}

/**
 * A password input with a show/hide toggle. The toggle keeps one accessible name ('Show password')
 * and reports its state with aria-pressed, as the WAI-ARIA toggle button pattern asks: a name that
 * flips to 'Hide password' as well would make screen readers announce the state twice.
 */
export function PasswordField({
  label,
  error,
  hint,
  liveError,
  describedBy,
  toggleLabel,
  id,
  className,
  ...inputProps
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame {...{ id, label, hint, error, liveError, describedBy, className }}>
      {(control) => (
        <div className="relative">
          <input
            type={visible ? 'text' : 'password'}
            // Shown passwords must not be auto-corrected or capitalised by phone keyboards.
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            {...control}
            className={controlClasses(Boolean(error), 'pr-12')}
            {...inputProps}
          />
          <button
            type="button"
            aria-pressed={visible}
            aria-label={toggleLabel}
            aria-controls={control.id}
            onClick={() => setVisible((current) => !current)}
            className="absolute inset-y-0 right-0 mt-1 flex w-11 items-center justify-center rounded-r-lg text-slate-600 hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600"
          >
            {visible ? <EyeOffIcon /> : <EyeIcon />}
          </button>
        </div>
      )}
    </FieldFrame>
  );
}

const iconProps = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  focusable: false,
  className: 'size-5',
} as const;

function EyeIcon() {
  return (
    <svg aria-hidden="true" {...iconProps}>
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
    </svg>
  );
}

function EyeOffIcon() {
  return (
    <svg aria-hidden="true" {...iconProps}>
      <path d="M10.6 5.1A9.8 9.8 0 0 1 12 5c6.5 0 10 7 10 7a17 17 0 0 1-2.6 3.6M6.6 6.6C3.7 8.4 2 12 2 12s3.5 7 10 7a9.6 9.6 0 0 0 5.4-1.6" />
      <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2M3 3l18 18" />
    </svg>
  );
}
