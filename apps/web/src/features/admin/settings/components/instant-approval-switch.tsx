import { useId } from 'react';
import { LabelledSwitch } from '../../../../components/form/labelled-switch';

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
      <LabelledSwitch
        id={id}
        label="Instant approval"
        labelClassName="text-lg font-semibold text-slate-900"
        on={checked}
        onToggle={() => onChange(!checked)}
        disabled={disabled}
        describedBy={descriptionId}
      />
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
