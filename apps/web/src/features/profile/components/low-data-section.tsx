import { useId } from 'react';
import { LOW_DATA_LABEL, setLowDataMode, useLowDataMode } from '../../../lib/offline/low-data-mode';

/**
 * "Data use" on the profile (docs/product.md §21): the low-data switch, remembered on this device (not the
 * account: a borrower may have Wi-Fi at home and bundles on the phone). Starts from the browser's Save-Data.
 */
export function LowDataSection() {
  const on = useLowDataMode();
  const headingId = useId();
  const switchId = useId();
  const summaryId = `${switchId}-summary`;
  return (
    <section aria-labelledby={headingId} className="mt-8 rounded-2xl bg-white p-5 shadow-sm">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        Data use
      </h2>
      <div className="mt-3 flex items-center justify-between gap-4">
        <label htmlFor={switchId} className="font-medium text-slate-900">
          {LOW_DATA_LABEL}
        </label>
        <div className="flex items-center gap-3">
          <span aria-hidden="true" className="text-sm font-medium text-slate-700">
            {on ? 'On' : 'Off'}
          </span>
          <button
            id={switchId}
            type="button"
            role="switch"
            aria-checked={on}
            aria-describedby={summaryId}
            onClick={() => setLowDataMode(!on)}
            className={`relative inline-flex h-8 w-14 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700 ${on ? 'bg-emerald-700' : 'bg-slate-500'}`}
          >
            <span
              aria-hidden="true"
              className={`inline-block size-6 rounded-full bg-white shadow transition-transform ${on ? 'translate-x-7' : 'translate-x-1'}`}
            />
          </button>
        </div>
      </div>
      <p id={summaryId} aria-live="polite" className="mt-3 text-slate-900">
        {on
          ? 'Charts and pictures are left out and never downloaded on this device.'
          : 'Charts and pictures are shown when you ask for them.'}
      </p>
    </section>
  );
}
