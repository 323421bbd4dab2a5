import { useId } from 'react';

interface InstantApprovalSwitchProps {
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
  /** The limits in force, as the explanation states them: 'K2,000.00', '50%', 'K50,000.00'. */
  limits: { firstLoanLimit: string; growth: string; cap: string };
}

/** A labelled on/off switch (WAI-ARIA switch); the label is part of the touch target. */
export function InstantApprovalSwitch({
  checked,
  disabled = false,
  onChange,
  limits,
}: InstantApprovalSwitchProps) {
  const id = useId();
  const descriptionId = `${id}-description`;
  return (
    <div>
      <div className="flex items-center justify-between gap-4">
        <label htmlFor={id} className="text-lg font-semibold text-slate-900">
          Instant approval
        </label>
        <div className="flex items-center gap-3">
          <span aria-hidden="true" className="text-sm font-medium text-slate-700">
            {checked ? 'On' : 'Off'}
          </span>
          <button
            id={id}
            type="button"
            role="switch"
            aria-checked={checked}
            aria-describedby={descriptionId}
            disabled={disabled}
            onClick={() => onChange(!checked)}
            className={`relative inline-flex h-8 w-14 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700 disabled:opacity-60 ${checked ? 'bg-emerald-700' : 'bg-slate-500'}`}
          >
            <span
              aria-hidden="true"
              className={`inline-block size-6 rounded-full bg-white shadow transition-transform ${checked ? 'translate-x-7' : 'translate-x-1'}`}
            />
          </button>
        </div>
      </div>
      <div id={descriptionId} className="mt-3 space-y-2 text-slate-700">
        <p>
          When instant approval is on, a new application is approved at once if the borrower passes the
          eligibility checks and the amount is within their limit: {limits.firstLoanLimit} for a first loan,{' '}
          {limits.growth} more after each loan repaid on time, and never above {limits.cap} nor the product's
          maximum.
        </p>
        <p>Any other application waits for review by an admin, as every application does when it is off.</p>
      </div>
    </div>
  );
}
