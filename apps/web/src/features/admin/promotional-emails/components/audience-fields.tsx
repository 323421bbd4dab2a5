import { AUDIENCE_FILTER_LABELS, type CampaignAudience } from '@kwacha/shared/staff/campaigns';
import type { UseFormRegister } from 'react-hook-form';
import { Button } from '../../../../components/ui/button';
import type { CampaignFormValues } from '../campaign-form';
import { CheckboxField } from './form-controls';

export const AUDIENCE_HINT = 'Always and only verified borrowers who agreed to receive news and offers.';

interface AudienceFieldsProps {
  register: UseFormRegister<CampaignFormValues>;
  disabled: boolean;
  count: { value: number | undefined; failed: boolean; retry: () => void };
}

/** The optional filters, and how many people they leave, counted by the server as the boxes change. */
export function AudienceFields({ register, disabled, count }: AudienceFieldsProps) {
  const filters = Object.keys(AUDIENCE_FILTER_LABELS) as (keyof CampaignAudience)[];
  return (
    <fieldset className="space-y-3 rounded-lg border border-slate-300 p-4" disabled={disabled}>
      <legend className="px-1 text-sm font-medium text-slate-800">Audience</legend>
      <p className="text-sm text-slate-600">{AUDIENCE_HINT}</p>
      {filters.map((name) => (
        <CheckboxField key={name} label={AUDIENCE_FILTER_LABELS[name]} {...register(name)} />
      ))}
      <div className="flex flex-wrap items-center gap-3">
        {/* Announced politely as the boxes change; the number is what "Send now" will use. */}
        <p role="status" aria-live="polite" className="text-base font-semibold text-slate-900">
          {count.failed && count.value === undefined
            ? 'Recipients: could not be counted'
            : count.value === undefined
              ? 'Recipients: counting…'
              : `Recipients: ${count.value.toLocaleString('en-GB')}`}
        </p>
        {count.failed ? (
          <Button variant="ghost" className="min-h-9 px-3 py-1" onClick={count.retry}>
            Count again
          </Button>
        ) : null}
      </div>
    </fieldset>
  );
}
