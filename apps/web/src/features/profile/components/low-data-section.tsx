import { useId } from 'react';
import { LabelledSwitch } from '../../../components/form/labelled-switch';
import { useT } from '../../../lib/i18n/use-t';
import { setLowDataMode, useLowDataMode } from '../../../lib/offline/low-data-mode';
import { lowDataMessages as messages } from './low-data-section.messages';

/**
 * "Data use" on the profile (docs/product.md §21): the low-data switch, remembered on this device (not the
 * account: a borrower may have Wi-Fi at home and bundles on the phone). Starts from the browser's Save-Data.
 */
export function LowDataSection() {
  const t = useT();
  const on = useLowDataMode();
  const headingId = useId();
  const switchId = useId();
  const summaryId = `${switchId}-summary`;
  return (
    <section aria-labelledby={headingId} className="mt-8 rounded-2xl bg-white p-5 shadow-sm">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {t(messages.heading)}
      </h2>
      <div className="mt-3">
        <LabelledSwitch
          id={switchId}
          label={t(messages.label)}
          on={on}
          onToggle={() => setLowDataMode(!on)}
          describedBy={summaryId}
        />
      </div>
      <p id={summaryId} aria-live="polite" className="mt-3 text-slate-900">
        {on ? t(messages.on) : t(messages.off)}
      </p>
    </section>
  );
}
